/**
 * Whether a record matches a condition (JSON Schema), without ajv: the form evaluates each
 * field's x-visibleIf on every change in the browser, where the Content Security Policy forbids
 * the code ajv compiles. It understands the keywords conditions are written with; the lint
 * (conditionKeywordProblem) refuses a condition that uses any other, so the matcher never guesses.
 */
type Schema = Record<string, unknown>;

const annotations = new Set(['title', 'description', '$comment', 'examples']);
const evaluated = new Set([
  'properties', 'required', 'const', 'enum', 'type', 'not', 'allOf', 'anyOf', 'oneOf',
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems',
]);

/** The first keyword the matcher cannot evaluate, quoted, or undefined. */
export function conditionKeywordProblem(condition: unknown): string | undefined {
  if (typeof condition === 'boolean') return undefined;
  if (!condition || typeof condition !== 'object' || Array.isArray(condition)) return 'a value that is not a schema';
  for (const [key, value] of Object.entries(condition as Schema)) {
    if (annotations.has(key)) continue;
    if (!evaluated.has(key)) return `the keyword "${key}"`;
    const inner =
      key === 'properties' ? Object.values(value as Schema) : key === 'not' ? [value] : ['allOf', 'anyOf', 'oneOf'].includes(key) ? (value as unknown[]) : [];
    for (const schema of inner) {
      const problem = conditionKeywordProblem(schema);
      if (problem) return problem;
    }
  }
  return undefined;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as Schema);
  const kb = Object.keys(b as Schema);
  return ka.length === kb.length && ka.every((k) => deepEqual((a as Schema)[k], (b as Schema)[k]));
}

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'integer':
      return Number.isInteger(value);
    default:
      return typeof value === type;
  }
}

/** JSON Schema semantics for the keywords above; other keywords never reach here (the lint refuses them). */
export function conditionMatches(condition: unknown, value: unknown): boolean {
  if (typeof condition === 'boolean') return condition;
  if (!condition || typeof condition !== 'object') return true;
  const s = condition as Schema;
  if ('const' in s && !deepEqual(s.const, value)) return false;
  if (Array.isArray(s.enum) && !s.enum.some((option) => deepEqual(option, value))) return false;
  if (s.type !== undefined && !(Array.isArray(s.type) ? s.type : [s.type]).some((t) => typeMatches(String(t), value))) return false;
  if (typeof value === 'number') {
    if (typeof s.minimum === 'number' && value < s.minimum) return false;
    if (typeof s.maximum === 'number' && value > s.maximum) return false;
    if (typeof s.exclusiveMinimum === 'number' && value <= s.exclusiveMinimum) return false;
    if (typeof s.exclusiveMaximum === 'number' && value >= s.exclusiveMaximum) return false;
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof s.minLength === 'number' && length < s.minLength) return false;
    if (typeof s.maxLength === 'number' && length > s.maxLength) return false;
    if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(value)) return false;
  }
  if (Array.isArray(value)) {
    if (typeof s.minItems === 'number' && value.length < s.minItems) return false;
    if (typeof s.maxItems === 'number' && value.length > s.maxItems) return false;
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Schema;
    if (Array.isArray(s.required) && !s.required.every((name) => Object.hasOwn(record, String(name)) && record[String(name)] !== undefined)) return false;
    if (s.properties && typeof s.properties === 'object') {
      for (const [name, inner] of Object.entries(s.properties as Schema)) {
        if (Object.hasOwn(record, name) && record[name] !== undefined && !conditionMatches(inner, record[name])) return false;
      }
    }
  }
  if (s.not !== undefined && conditionMatches(s.not, value)) return false;
  if (Array.isArray(s.allOf) && !s.allOf.every((inner) => conditionMatches(inner, value))) return false;
  if (Array.isArray(s.anyOf) && !s.anyOf.some((inner) => conditionMatches(inner, value))) return false;
  if (Array.isArray(s.oneOf) && s.oneOf.filter((inner) => conditionMatches(inner, value)).length !== 1) return false;
  return true;
}
