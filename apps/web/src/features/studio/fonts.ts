// The ten card faces at 400, so the font picker can show each in its own face and the live card
// matches what the recipient will see. Bundled by Vite (no font CDN); duplicates are loaded once.
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
