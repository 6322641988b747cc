import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The schema.org vocabulary as schema-dts declares it (its .d.ts is generated from schema.org's own
 * definitions): each type's properties, inherited ones included, and the enumeration members.
 */
interface Vocabulary {
  properties(type: string): ReadonlySet<string> | null;
  isEnumerationMember(url: string): boolean;
}

export function loadVocabulary(): Vocabulary {
  const source = readFileSync(path.resolve(__dirname, '../../../node_modules/schema-dts/dist/schema.d.ts'), 'utf8');
  const interfaces = new Map<string, { parents: string[]; own: string[] }>();
  const leafOfType = new Map<string, string>();
  for (const match of source.matchAll(/^(?:export )?interface (\w+) extends ([^{]+)\{\n([\s\S]*?)^\}/gm)) {
    const [, name, parents, body] = match;
    interfaces.set(name, {
      parents: parents.split(',').map((parent) => parent.trim().replace(/^Partial<(\w+)>$/, '$1')),
      own: [...body.matchAll(/^ {4}"([^"@]+)"\??:/gm)].map((property) => property[1]),
    });
    const type = /^ {4}"@type": "(\w+)";$/m.exec(body);
    if (type) leafOfType.set(type[1], name);
  }
  const cache = new Map<string, Set<string>>();
  const collect = (name: string): Set<string> => {
    const known = cache.get(name);
    if (known) return known;
    const found = interfaces.get(name);
    const all = new Set(found?.own ?? []);
    for (const parent of found?.parents ?? []) for (const property of collect(parent)) all.add(property);
    cache.set(name, all);
    return all;
  };
  const members = new Set([...source.matchAll(/"(https:\/\/schema\.org\/\w+)"/g)].map((match) => match[1]));
  return {
    properties: (type) => (leafOfType.has(type) ? collect(leafOfType.get(type)!) : null),
    isEnumerationMember: (url) => members.has(url),
  };
}

/** Every type, property and enumeration value of a JSON-LD document that schema.org does not define. */
export function vocabularyErrors(document: unknown, vocabulary: Vocabulary, at = '$'): string[] {
  if (Array.isArray(document))
    return document.flatMap((item, index) => vocabularyErrors(item, vocabulary, `${at}[${index}]`));
  if (typeof document === 'string')
    return document.startsWith('https://schema.org/') && !vocabulary.isEnumerationMember(document)
      ? [`${at}: unknown member ${document}`]
      : [];
  if (document === null || typeof document !== 'object') return [];
  const record = document as Record<string, unknown>;
  const type = record['@type'];
  const errors: string[] = [];
  if (typeof type !== 'string') errors.push(`${at}: no @type`);
  const properties = typeof type === 'string' ? vocabulary.properties(type) : null;
  if (typeof type === 'string' && !properties) errors.push(`${at}: unknown type ${type}`);
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith('@')) continue;
    if (properties && !properties.has(key)) errors.push(`${at}: ${type} has no property ${key}`);
    errors.push(...vocabularyErrors(value, vocabulary, `${at}.${key}`));
  }
  return errors;
}
