// Standalone start (npm run dev): async boundary so shared modules are negotiated first.
import('./bootstrap');
