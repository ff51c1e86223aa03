import { describe, expect, it } from 'vitest';
import { conditionKeywordProblem, conditionMatches } from '../../engine/forms/conditionMatches.ts';

const kepesertaan = { properties: { type: { const: 'KEPESERTAAN' } }, required: ['type'] };

describe('conditionMatches (x-visibleIf in the browser)', () => {
  it('matches the document form condition only when type is KEPESERTAAN', () => {
    expect(conditionMatches(kepesertaan, { type: 'KEPESERTAAN' })).toBe(true);
    expect(conditionMatches(kepesertaan, { type: 'MAILING' })).toBe(false);
    expect(conditionMatches(kepesertaan, {})).toBe(false);
  });
  it('understands enum, not, anyOf and minimum', () => {
    expect(conditionMatches({ properties: { n: { minimum: 3 } } }, { n: 2 })).toBe(false);
    expect(conditionMatches({ not: { required: ['a'] } }, {})).toBe(true);
    expect(conditionMatches({ anyOf: [{ required: ['a'] }, { required: ['b'] }] }, { b: 1 })).toBe(true);
    expect(conditionMatches({ properties: { c: { enum: ['x', 'y'] } } }, { c: 'z' })).toBe(false);
  });
  it('names a keyword it cannot evaluate, so the lint refuses it', () => {
    expect(conditionKeywordProblem(kepesertaan)).toBeUndefined();
    expect(conditionKeywordProblem({ properties: { a: { format: 'email' } } })).toBe('the keyword "format"');
  });
});
