/**
 * What the content feature shares with other features: nothing yet. Its routes read it directly;
 * a feature that needs a piece of it imports it from here, once it is exported here.
 */
export {}
