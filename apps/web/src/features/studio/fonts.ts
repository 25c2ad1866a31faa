// The ten card faces for the studio (see card-faces.css). Bundled by Vite (no font CDN).
import './card-faces.css';
