interface ImportMetaEnv {
  /** Address of the map tiles, such as https://tiles.example.com/{z}/{x}/{y}.png; unset draws no tiles. */
  readonly VITE_MAP_TILE_URL?: string;
}
