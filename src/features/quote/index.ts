/**
 * What the quote request shares with other features: nothing yet (only the /checkout route uses
 * it). A feature that needs a piece of it imports it from here, once it is exported here.
 */
export {}
