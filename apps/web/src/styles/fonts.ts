// The UI faces, bundled (no font CDN). The card studio loads the other eight card fonts itself.
import '@fontsource/poppins/400.css';
import '@fontsource/poppins/500.css';
import '@fontsource/poppins/600.css';
import '@fontsource/playfair-display/600.css';
import '@fontsource/playfair-display/700.css';
import '@fontsource/dancing-script/600.css';
