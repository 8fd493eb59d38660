import { describe, expect, it } from 'vitest';
import { ZCreateDriverRequest, ZUpdateDriverRequest } from './drivers';
import type { TCreateDriverRequest } from './drivers';
import { describeIssue } from './validation';

const driver = (overrides: Partial<TCreateDriverRequest> = {}): TCreateDriverRequest => ({
  firstName: 'Karim',
  lastName: 'Benali',
  email: 'Karim.Benali@Example.dz',
  enginePlate: '12345-516-16',
  ...overrides,
});

/** The message key of each refused field, as both sides translate it. */
function refusals(result: { success: boolean; error?: { issues: Parameters<typeof describeIssue>[0][] } }) {
  expect(result.success).toBe(false);
  return Object.fromEntries(
    result.error!.issues.map((issue) => [describeIssue(issue).field, describeIssue(issue).key]),
  );
}

describe('ZCreateDriverRequest', () => {
  it('writes the plates the one way, Algeria by default, and the e-mail in lower case', () => {
    expect(ZCreateDriverRequest.parse(driver({ trailerPlate: '00174 801 27', remark: ' ' }))).toEqual({
      firstName: 'Karim',
      lastName: 'Benali',
      email: 'karim.benali@example.dz',
      enginePlate: '12345 516 16',
      enginePlateCountry: 'DZ',
      trailerPlate: '00174 801 27',
      trailerPlateCountry: 'DZ',
      remark: null,
    });
  });

  it('takes a foreign plate with its country, and no trailer when the trailer plate is empty', () => {
    const parsed = ZCreateDriverRequest.parse(
      driver({ trailerPlate: 'ab-123-cd', trailerPlateCountry: 'fr', language: 'ar' }),
    );
    expect(parsed).toMatchObject({ trailerPlate: 'AB-123-CD', trailerPlateCountry: 'FR', language: 'ar' });
    const noTrailer = ZCreateDriverRequest.parse(driver({ trailerPlate: '', trailerPlateCountry: 'DZ' }));
    expect(noTrailer).toMatchObject({ trailerPlate: null, trailerPlateCountry: null });
  });

  it('names every refused field with its message key', () => {
    expect(
      refusals(
        ZCreateDriverRequest.safeParse({
          firstName: ' ',
          email: 'pas un e-mail',
          enginePlate: '12345 016 16',
          trailerPlate: '12345 116 70',
          remark: 'r'.repeat(256),
          language: 'xx',
        }),
      ),
    ).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'email',
      remark: 'tooLong',
      language: 'invalidChoice',
      // Told with the others: the plates are read whatever else failed.
      enginePlate: 'plateCategory',
      trailerPlate: 'plateWilaya',
    });
    // A country without its shape has its own message; its plate is not read against it.
    expect(refusals(ZCreateDriverRequest.safeParse(driver({ enginePlate: 'AB', enginePlateCountry: 'FRA' })))).toEqual({
      enginePlateCountry: 'invalid',
    });
    expect(refusals(ZCreateDriverRequest.safeParse(driver({ enginePlate: 'AB', enginePlateCountry: 'FR' })))).toEqual({
      enginePlate: 'plateForeignFormat',
    });
    expect(refusals(ZCreateDriverRequest.safeParse(driver({ enginePlate: '' })))).toEqual({ enginePlate: 'required' });
  });
});

describe('ZUpdateDriverRequest', () => {
  it('keeps only what was sent, a plate with its country (Algeria when alone)', () => {
    expect(ZUpdateDriverRequest.parse({ lastName: 'Saadi' })).toEqual({ lastName: 'Saadi' });
    expect(ZUpdateDriverRequest.parse({ enginePlate: '12345 516 16' })).toEqual({
      enginePlate: '12345 516 16',
      enginePlateCountry: 'DZ',
    });
    expect(ZUpdateDriverRequest.parse({ trailerPlate: null, trailerPlateCountry: 'DZ', remark: '' })).toEqual({
      trailerPlate: null,
      trailerPlateCountry: null,
      remark: null,
    });
  });

  it('refuses a country sent without its plate', () => {
    expect(refusals(ZUpdateDriverRequest.safeParse({ enginePlateCountry: 'FR', trailerPlateCountry: 'TN' }))).toEqual({
      enginePlate: 'required',
      trailerPlate: 'required',
    });
  });
});
