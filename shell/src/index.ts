// Async boundary: the federation runtime negotiates shared modules before any app code runs. A task after
// main.js itself: the runtime's own set-up and that negotiation were one task over 50 ms on a phone.
setTimeout(() => void import('./bootstrap'), 0);
