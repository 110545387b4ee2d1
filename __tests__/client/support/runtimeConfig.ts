// What /config.js sets in the browser. Absolute bases: Node's fetch has no page to resolve against.
window.__WAT_CONFIG__ = {
  apiBase: 'http://localhost/api/',
  transportBase: 'http://localhost/transport-api/',
  imagesBase: '/images/',
  mapsKey: '',
};
