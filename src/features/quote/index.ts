// Nothing shared yet: only the /checkout route uses it.
export {}
