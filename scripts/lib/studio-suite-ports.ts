/** The Studio suite's default addresses (scripts/e2e-studio.ts); npm test builds the site once for them (scripts/test.ts). */
export const STUDIO_SUITE_PORTS = { LAKE_PORT: '4990', MAIL_PORT: '4991', LAKE_TLS_PORT: '4992', PORT: '4993', STUDIO_PORT: '4994' } as const
