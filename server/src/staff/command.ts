import type { Config } from '../config';
import type { Database } from '../db/client';
import { enqueueMail } from '../services/mail/queue';
import { inviteStaff, listStaff, removeStaff } from '../services/staff/invitations';
import { staffStatus } from '../services/staff/records';

export const USAGE = `Usage:
  npm run staff -- add <email> "<name>"   invite a member of staff (a mailed code, valid 24 hours)
  npm run staff -- list                   list the staff and whether each is invited, active or removed
  npm run staff -- remove <email>         end a member's access and every console session at once

Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR/db (stop the server
first: one process at a time opens an embedded database). The invitation is queued and sent by
the server's mail sender.`;

export type StaffCommand =
  | { kind: 'add'; email: string; name: string }
  | { kind: 'list' }
  | { kind: 'remove'; email: string }
  | { kind: 'help' };

export class UsageError extends Error {}

export function parseStaffCommand(args: string[]): StaffCommand {
  const [kind, ...rest] = args;
  if (kind === undefined || kind === '--help' || kind === '-h' || kind === 'help') {
    return { kind: 'help' };
  }
  if (kind === 'add' && rest.length === 2) return { kind, email: rest[0], name: rest[1] };
  if (kind === 'list' && rest.length === 0) return { kind };
  if (kind === 'remove' && rest.length === 1) return { kind, email: rest[0] };
  throw new UsageError(`Not a staff command: ${args.join(' ')}\n\n${USAGE}`);
}

interface CommandContext {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'smtpUrl' | 'dataDir'>;
  print(line: string): void;
}

/** Runs one staff command; a refusal is thrown as a UsageError with its sentence. */
export async function runStaffCommand(
  command: Exclude<StaffCommand, { kind: 'help' }>,
  context: CommandContext,
) {
  const { db, config, print } = context;
  switch (command.kind) {
    case 'add': {
      const mail = {
        enqueue: (m: Parameters<typeof enqueueMail>[1], tx = db) => enqueueMail(tx, m),
      };
      const outcome = await inviteStaff({ db, mail, config }, command);
      if ('refused' in outcome) throw new UsageError(outcome.refused);
      print(`Invited ${outcome.invited.name} <${outcome.invited.email}>.`);
      print('The invitation mail is queued; the running server sends it.');
      // Without a mail server a newcomer still needs the code to finish, as for visitors' codes.
      if (!config.smtpUrl) print(`No SMTP_URL set: the invitation code is ${outcome.code}.`);
      return;
    }
    case 'list': {
      const rows = await listStaff(db);
      if (rows.length === 0)
        return print('No staff yet. Add one with: npm run staff -- add <email> "<name>"');
      for (const row of rows) {
        const since = (row.removedAt ?? row.activatedAt ?? row.invitedAt)
          .toISOString()
          .slice(0, 10);
        print(
          `${row.email.padEnd(36)} ${row.name.padEnd(28)} ${staffStatus(row).padEnd(8)} since ${since}`,
        );
      }
      return;
    }
    case 'remove': {
      const removed = await removeStaff(db, command.email);
      if (!removed)
        throw new UsageError(
          `No active or invited member of staff has the address ${command.email}.`,
        );
      return print(`Removed ${removed.email}: every console session has ended.`);
    }
  }
}
