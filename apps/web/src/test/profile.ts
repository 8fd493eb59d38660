import type { TProfile } from '@tariq/contracts/profile';
import { ZProfile } from '@tariq/contracts/profile';
import { makeUser } from './render';

/**
 * The profile `GET /api/users/{id}` answers for makeUser's Karim Haddad of Transports Atlas Express,
 * a carrier in Rouiba whose documents are verified. Checked against the shared schema, so it cannot
 * drift from the server's.
 */
export function makeProfile(
  overrides: { user?: Partial<TProfile['user']>; company?: Partial<TProfile['company']> } = {},
): TProfile {
  return ZProfile.parse({
    user: {
      id: makeUser().id,
      firstName: 'Karim',
      lastName: 'Haddad',
      email: 'carrier@demo.tariq.dz',
      phone: '+213550123456',
      roleInCompany: 'logistics_manager',
      language: 'fr',
      ...overrides.user,
    },
    company: {
      id: '00000000-0000-4000-8000-0000000000b1',
      kind: 'carrier',
      legalName: 'Transports Atlas Express',
      legalForm: 'sarl',
      shareCapital: 1000000,
      rc: '16001234567B18',
      nif: '000016001234567',
      nis: '000016019876543',
      taxArticle: '16011234567',
      taxRegime: 'reel',
      address: 'Zone industrielle, lot 12',
      placeId: 'DZ:16:1641',
      city: 'Rouiba',
      country: 'DZ',
      phone: '+21323856000',
      mobile: null,
      fax: null,
      languagesSpoken: ['ar', 'fr'],
      logo: null,
      billingService: 'Comptabilité',
      billingPhone: null,
      billingEmail: 'factures@atlas-express.dz',
      billingAddress: 'BP 45, Rouiba',
      eprotocol: null,
      documentsOk: true,
      ...overrides.company,
    },
  });
}
