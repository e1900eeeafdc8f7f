/** The one user of the embedded lake: every Studio session is this local editor, with every permission. */
export const LOCAL_EDITOR = {
  id: 'local-editor',
  name: 'Local editor',
  email: 'editor@localhost',
  profileImage: null,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator', description: 'Edits and publishes everything (embedded content lake)' }],
  provider: 'local',
}
