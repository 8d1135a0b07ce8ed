// Leaflet's ES module build (dist/leaflet-src.esm.js) has the same API as its UMD main file, which
// @types/leaflet describes; the bundlers then tree-shake and split it like any ES module.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
