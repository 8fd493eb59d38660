import type { TMessageCatalogue } from '@tariq/contracts/message-types';
import type accounts from '../locales/fr/accounts.json';
import type auth from '../locales/fr/auth.json';
import type common from '../locales/fr/common.json';
import type components from '../locales/fr/components.json';
import type dashboard from '../locales/fr/dashboard.json';
import type lanePrices from '../locales/fr/lanePrices.json';
import type routing from '../locales/fr/routing.json';
import type onboarding from '../locales/fr/onboarding.json';
import type proposals from '../locales/fr/proposals.json';
import type expeditions from '../locales/fr/expeditions.json';
import type freights from '../locales/fr/freights.json';
import type missions from '../locales/fr/missions.json';
import type notifications from '../locales/fr/notifications.json';
import type offerForm from '../locales/fr/offerForm.json';
import type pages from '../locales/fr/pages.json';
import type password from '../locales/fr/password.json';
import type places from '../locales/fr/places.json';
import type trucks from '../locales/fr/trucks.json';
import type drivers from '../locales/fr/drivers.json';
import type invoices from '../locales/fr/invoices.json';
import type verification from '../locales/fr/verification.json';
import type register from '../locales/fr/register.json';
import type profile from '../locales/fr/profile.json';
import type colleagues from '../locales/fr/colleagues.json';
import type documents from '../locales/fr/documents.json';
import type admin from '../locales/fr/admin.json';
import type privateExchange from '../locales/fr/privateExchange.json';

/**
 * The French texts type every `t()`: a key that no namespace holds fails the type check. Catalogue
 * labels are typed in `@tariq/contracts` (TCatalogueLabels); their keys are built from values here.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      pages: typeof pages;
      dashboard: typeof dashboard;
      accounts: typeof accounts;
      onboarding: typeof onboarding;
      places: typeof places;
      components: typeof components;
      expeditions: typeof expeditions;
      offerForm: typeof offerForm;
      freights: typeof freights;
      notifications: typeof notifications;
      proposals: typeof proposals;
      missions: typeof missions;
      password: typeof password;
      verification: typeof verification;
      register: typeof register;
      profile: typeof profile;
      colleagues: typeof colleagues;
      documents: typeof documents;
      admin: typeof admin;
      privateExchange: typeof privateExchange;
      trucks: typeof trucks;
      drivers: typeof drivers;
      invoices: typeof invoices;
      lanePrices: typeof lanePrices;
      routing: typeof routing;
      validation: Pick<TMessageCatalogue, 'validation'>;
      errors: Pick<TMessageCatalogue, 'errors'>;
      catalogue: { catalogue: Record<string, Record<string, string>> };
    };
  }
}
