// The ten card faces, bundled (no font CDN), so a card looks the same for the sender in the
// studio and for the recipient. Poppins, Playfair Display and Dancing Script also come with the
// UI; their extra weights here are harmless duplicates that Vite bundles once.
import '@fontsource/roboto/400.css';
import '@fontsource/open-sans/400.css';
import '@fontsource/lato/400.css';
import '@fontsource/montserrat/400.css';
import '@fontsource/oswald/400.css';
import '@fontsource/raleway/400.css';
import '@fontsource/dancing-script/400.css';
import '@fontsource/playfair-display/400.css';
import '@fontsource/poppins/400.css';
import '@fontsource/pacifico/400.css';
