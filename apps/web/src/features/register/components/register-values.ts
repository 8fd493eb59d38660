import type { TAccountType, TRegisterInput } from '@tariq/contracts/registration';

/** What the sign-up form holds: texts as typed, phones as the phone input hands them out (E.164 when valid). */
export type TRegisterValues = {
  accountType: TAccountType | null;
  company: {
    legalName: string;
    legalForm: string | null;
    shareCapital: string;
    rc: string;
    nif: string;
    nis: string;
    taxArticle: string;
    taxRegime: string | null;
    address: string;
    placeId: string;
    phone: string;
    mobile: string;
    fax: string;
  };
  user: {
    firstName: string;
    lastName: string;
    phone: string;
    roleInCompany: string | null;
    email: string;
    password: string;
    passwordConfirmation: string;
  };
  activity: {
    shipmentsCount: string | null;
    typesOfGoods: string[];
    trucksCount: string | null;
    trucksTypes: string[];
  };
  zones: { pickup: string[]; delivery: string[] };
  termsAccepted: boolean;
};

export function emptyRegisterValues(): TRegisterValues {
  return {
    accountType: null,
    company: {
      legalName: '',
      legalForm: null,
      shareCapital: '',
      rc: '',
      nif: '',
      nis: '',
      taxArticle: '',
      taxRegime: null,
      address: '',
      placeId: '',
      phone: '',
      mobile: '',
      fax: '',
    },
    user: {
      firstName: '',
      lastName: '',
      phone: '',
      roleInCompany: null,
      email: '',
      password: '',
      passwordConfirmation: '',
    },
    activity: { shipmentsCount: null, typesOfGoods: [], trucksCount: null, trucksTypes: [] },
    zones: { pickup: [], delivery: [] },
    termsAccepted: false,
  };
}

const optionalPhone = (value: string) => value.trim() || null;

/** A share capital typed with spaces or a decimal comma ("1 000 000,00"); empty is none. */
function amount(text: string): number | null | string {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!compact) return null;
  const value = Number(compact);
  return Number.isFinite(value) ? value : text;
}

/**
 * The request the form's values make, as the server takes it: only the chosen account type's
 * activity answers; a value the form could not read is passed as typed, so the schema names it.
 */
export function toRegisterRequest(values: TRegisterValues): TRegisterInput {
  const isCarrier = values.accountType === 'carrier';
  const activity = isCarrier
    ? { trucksCount: values.activity.trucksCount, trucksTypes: values.activity.trucksTypes }
    : { shipmentsCount: values.activity.shipmentsCount, typesOfGoods: values.activity.typesOfGoods };
  // A choice not made is absent, as the server sees it: "required", not "invalid choice".
  return {
    accountType: values.accountType ?? undefined,
    company: {
      ...values.company,
      legalForm: values.company.legalForm ?? undefined,
      taxRegime: values.company.taxRegime ?? undefined,
      shareCapital: amount(values.company.shareCapital),
      mobile: optionalPhone(values.company.mobile),
      fax: optionalPhone(values.company.fax),
    },
    user: {
      ...values.user,
      roleInCompany: values.user.roleInCompany ?? undefined,
    },
    activity: Object.fromEntries(Object.entries(activity).filter(([, value]) => value !== null)),
    zones: values.zones,
    termsAccepted: values.termsAccepted,
  } as TRegisterInput;
}
