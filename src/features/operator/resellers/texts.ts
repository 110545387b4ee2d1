/** The console's Resellers page (OCTO keys, decision 060). */
export const RESELLERS = {
  title: 'Resellers',
  intro:
    'Resellers and channel managers book your departures through the OCTO API with their own ' +
    'key. Give them the key and the API address below; revoke a key to stop it at once.',
  endpoint: 'OCTO API address',
  name: 'Reseller name',
  add: 'Add reseller',
  nameRequired: 'Please give the reseller a name.',
  none: 'No reseller has a key yet.',
  active: 'Active',
  revoked: (at: string) => `Revoked ${at}`,
  addedBy: (at: string, by: string | null) => `Added ${at}${by ? ` by ${by}` : ''}`,
  revoke: 'Revoke key',
  revokeTitle: (name: string) => `Revoke ${name}'s key?`,
  revokeText:
    'Its next call is refused. Bookings it already made stay as they are. This cannot be undone: ' +
    'a new key means adding the reseller again.',
  cancel: 'Keep the key',
  confirmRevoke: 'Revoke',
  keyTitle: (name: string) => `${name}'s API key`,
  keyWarning:
    'Copy this key now and send it to the reseller safely. It is shown only this once: we keep ' +
    'only a fingerprint of it.',
  copy: 'Copy key',
  copied: 'The key is copied.',
  copyFailed: 'The key could not be copied: select it and copy it by hand.',
  done: 'I have copied it',
} as const;
