// `npm run i18n:check` (part of `npm run lint`): every message of the website and its mails has its
// French, French has nothing English lacks, each message is used somewhere, ids are unique, and
// the French of a message takes the same placeholders as its English. Fails (exit 1) otherwise.
// `--pairs` prints the website's messages instead, as JSON [{ id, english, french }], for the
// browser suite's check that a French page has no English sentence left.
import '@/i18n/compileAtRuntime';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Catalogue, Message } from '@/i18n';

const root = path.resolve(__dirname, '..', '..');
const SOURCES = ['src', 'server/src'];
/** The French catalogues: the website's (its own chunk) and the server's (mails, documents). */
const FRENCH_CATALOGUES = [
  { file: 'src/app/i18n/french.ts', name: 'FRENCH' },
  { file: 'server/src/i18n/french.ts', name: 'SERVER_FRENCH' },
];

interface Defined {
  id: string;
  group: string;
  key: string;
  file: string;
  message: Message;
}

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
    }
  };
  for (const source of SOURCES) walk(path.join(root, source));
  return files;
}

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).id === 'string' &&
  'message' in value;

async function definedMessages(files: string[]): Promise<Defined[]> {
  const defined: Defined[] = [];
  for (const file of files.filter((each) => /\bdefineMessages\(/.test(read(each)))) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [group, value] of Object.entries(module)) {
      if (!value || typeof value !== 'object') continue;
      const entries = Object.entries(value as Record<string, unknown>);
      if (entries.length === 0 || !entries.every(([, each]) => isMessage(each))) continue;
      for (const [key, message] of entries as [string, Message][]) {
        defined.push({ id: message.id, group, key, file: relative(file), message });
      }
    }
  }
  return defined;
}

const sources = new Map<string, string>();
const read = (file: string) => {
  if (!sources.has(file)) sources.set(file, fs.readFileSync(file, 'utf8'));
  return sources.get(file)!;
};
const relative = (file: string) => path.relative(root, file);

/** The placeholders a message takes: `{name}`, `{count, plural, …}`, nested ones included. */
function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  // Compiled, a message is a list of parts: text, or [name, type?, options?] for a placeholder,
  // whose options (a plural's `one`, `other`…) are lists of parts again.
  const walk = (parts: unknown[]) => {
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      names.add(String(part[0]));
      // What src/i18n/render.ts renders: {name}, plurals without offset, selects.
      const [, type, branches] = part as [string, string?, Record<string, unknown>?];
      if (type !== undefined && type !== 'plural' && type !== 'select') {
        throw new Error(`{${part[0]}, ${type}} is not rendered: format the value before`);
      }
      if (branches?.offset !== undefined) throw new Error('plural offsets are not rendered');
      const options = part[2];
      if (options && typeof options === 'object') {
        for (const option of Object.values(options as Record<string, unknown>)) {
          if (Array.isArray(option)) walk(option);
        }
      }
    }
  };
  walk(compileMessage(text));
  return [...names].sort();
}

/** A group's names in a file: its own, and any it is imported as (`import { group as m }`). */
function namesOf(group: string, text: string): string[] {
  const names = [group];
  for (const [, imported] of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}/g)) {
    for (const part of imported.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if (name === group && alias) names.push(alias.trim());
    }
  }
  return names;
}

async function main() {
  const files = sourceFiles();
  const defined = await definedMessages(files);
  const problems: string[] = [];

  const byId = new Map<string, Defined>();
  for (const each of defined) {
    const earlier = byId.get(each.id);
    if (earlier && earlier.file !== each.file) {
      problems.push(`${each.id}: defined twice (${earlier.file}, ${each.file})`);
    }
    byId.set(each.id, each);
  }

  const french: Catalogue = {};
  for (const { file, name } of FRENCH_CATALOGUES) {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) continue;
    const module = (await import(pathToFileURL(full).href)) as Record<string, Catalogue>;
    Object.assign(french, module[name]);
  }

  if (process.argv.includes('--pairs')) {
    const pairs = [...byId.values()]
      .filter((each) => each.file.startsWith('src/'))
      .map(({ id, message }) => ({ id, english: message.message, french: french[id] }));
    console.log(JSON.stringify(pairs));
    return;
  }

  for (const each of byId.values()) {
    const translated = french[each.id];
    if (translated === undefined) {
      problems.push(`${each.id} (${each.file}): no French`);
      continue;
    }
    let english: string[];
    let ours: string[];
    try {
      english = placeholdersOf(String(each.message.message));
      ours = placeholdersOf(String(translated));
    } catch (error) {
      problems.push(`${each.id}: ${(error as Error).message}`);
      continue;
    }
    if (english.join() !== ours.join()) {
      problems.push(
        `${each.id}: French takes {${ours.join(', ')}}, English {${english.join(', ')}}`,
      );
    }
  }
  for (const id of Object.keys(french)) {
    if (!byId.has(id)) problems.push(`${id}: French for a message that does not exist`);
  }

  const code = files
    .filter((file) => !file.endsWith('.fr.ts'))
    .map((file) => ({ file: relative(file), text: read(file) }));
  for (const each of byId.values()) {
    const used = (name: string) => new RegExp(`\\b${name}(\\.${each.key}\\b|\\[)`);
    const isUsed = code.some(({ text }) =>
      namesOf(each.group, text).some((name) => used(name).test(text)),
    );
    if (!isUsed) problems.push(`${each.id} (${each.file}): never used (${each.group}.${each.key})`);
  }

  // French reaches the browser in its own chunk only: no page's code imports a French part.
  const aggregators = new Set(FRENCH_CATALOGUES.map(({ file }) => file));
  for (const { file, text } of code) {
    if (aggregators.has(file) || file.startsWith('server/')) continue;
    if (/from '[^']*\.fr'/.test(text)) problems.push(`${file}: imports a French part`);
  }

  if (problems.length > 0) {
    console.error(`Messages: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Messages: ${byId.size} in English, all in French, all used.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
