// Nothing shared yet: the routes read the content feature directly.
export {}
