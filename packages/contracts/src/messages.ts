import type { TErrorCode } from './errors';
import type { TLanguage } from './enums';

/**
 * Messages the server sends (error bodies, field errors) and the web shows for the same keys.
 * One catalogue for both sides; placeholders use i18next's `{{name}}` form.
 */
export type TValidationKey =
  | 'required'
  | 'invalid'
  | 'email'
  | 'tooShort'
  | 'tooLong'
  | 'tooSmall'
  | 'tooBig'
  | 'invalidChoice'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordCommon'
  | 'passwordMismatch';

export type TMessageCatalogue = {
  errors: Record<TErrorCode, string>;
  validation: Record<TValidationKey, string>;
};

const fr: TMessageCatalogue = {
  errors: {
    BAD_REQUEST: 'La requête est invalide.',
    VALIDATION: 'Veuillez corriger les erreurs indiquées dans le formulaire, puis réessayer.',
    UNAUTHORIZED: 'Veuillez vous connecter pour continuer.',
    INVALID_CREDENTIALS: 'Adresse e-mail ou mot de passe incorrect.',
    TOKEN_EXPIRED: 'Votre session a expiré. Veuillez vous reconnecter.',
    INVALID_REFRESH_TOKEN: 'Votre session a expiré. Veuillez vous reconnecter.',
    FORBIDDEN: "Vous n'avez pas accès à cette ressource.",
    DOCUMENTS_REQUIRED: 'Votre compte sera activé dès que vos documents légaux auront été vérifiés.',
    MODULE_REQUIRED: "Ce module n'est pas activé pour votre société.",
    NOT_FOUND: 'Ressource introuvable.',
    CONFLICT: 'Cette action est en conflit avec une modification récente. Veuillez actualiser.',
    PAYLOAD_TOO_LARGE: 'Les données envoyées sont trop volumineuses.',
    UNSUPPORTED_MEDIA_TYPE: "Ce type de contenu n'est pas accepté.",
    TOO_MANY_REQUESTS: 'Trop de tentatives. Veuillez réessayer dans {{minutes}} minute(s).',
    ACCOUNT_DISABLED: 'Ce compte a été désactivé. Contactez le support.',
    SERVICE_UNAVAILABLE: 'Le service est momentanément indisponible. Veuillez réessayer.',
    INTERNAL: "Une erreur s'est produite. Veuillez réessayer.",
  },
  validation: {
    required: 'Ce champ est obligatoire',
    invalid: 'Valeur invalide',
    email: 'Adresse e-mail invalide',
    tooShort: 'Au moins {{min}} caractères',
    tooLong: 'Au plus {{max}} caractères',
    tooSmall: 'La valeur doit être au moins {{min}}',
    tooBig: 'La valeur ne doit pas dépasser {{max}}',
    invalidChoice: 'Choix invalide',
    passwordTooShort: 'Le mot de passe doit contenir au moins {{min}} caractères.',
    passwordTooLong: 'Le mot de passe ne doit pas dépasser {{max}} caractères.',
    passwordCommon: 'Ce mot de passe est trop courant. Choisissez-en un autre.',
    passwordMismatch: 'Les mots de passe ne correspondent pas.',
  },
};

const en: TMessageCatalogue = {
  errors: {
    BAD_REQUEST: 'The request is invalid.',
    VALIDATION: 'Please correct the errors shown in the form, then try again.',
    UNAUTHORIZED: 'Please log in to continue.',
    INVALID_CREDENTIALS: 'Incorrect e-mail address or password.',
    TOKEN_EXPIRED: 'Your session has expired. Please log in again.',
    INVALID_REFRESH_TOKEN: 'Your session has expired. Please log in again.',
    FORBIDDEN: 'You do not have access to this resource.',
    DOCUMENTS_REQUIRED: 'Your account will be activated as soon as your legal documents have been verified.',
    MODULE_REQUIRED: 'This module is not enabled for your company.',
    NOT_FOUND: 'Resource not found.',
    CONFLICT: 'This action conflicts with a recent change. Please refresh.',
    PAYLOAD_TOO_LARGE: 'The data sent is too large.',
    UNSUPPORTED_MEDIA_TYPE: 'This content type is not accepted.',
    TOO_MANY_REQUESTS: 'Too many attempts. Please try again in {{minutes}} minute(s).',
    ACCOUNT_DISABLED: 'This account has been disabled. Contact support.',
    SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again.',
    INTERNAL: 'An error occurred. Please try again.',
  },
  validation: {
    required: 'This field is required',
    invalid: 'Invalid value',
    email: 'Invalid e-mail address',
    tooShort: 'At least {{min}} characters',
    tooLong: 'At most {{max}} characters',
    tooSmall: 'The value must be at least {{min}}',
    tooBig: 'The value must not exceed {{max}}',
    invalidChoice: 'Invalid choice',
    passwordTooShort: 'The password must contain at least {{min}} characters.',
    passwordTooLong: 'The password must not exceed {{max}} characters.',
    passwordCommon: 'This password is too common. Choose another one.',
    passwordMismatch: 'The passwords do not match.',
  },
};

const ar: TMessageCatalogue = {
  errors: {
    BAD_REQUEST: 'الطلب غير صالح.',
    VALIDATION: 'يرجى تصحيح الأخطاء المشار إليها في النموذج، ثم المحاولة مرة أخرى.',
    UNAUTHORIZED: 'يرجى تسجيل الدخول للمتابعة.',
    INVALID_CREDENTIALS: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    TOKEN_EXPIRED: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول من جديد.',
    INVALID_REFRESH_TOKEN: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول من جديد.',
    FORBIDDEN: 'ليس لديك صلاحية الوصول إلى هذا المورد.',
    DOCUMENTS_REQUIRED: 'سيتم تفعيل حسابك بمجرد التحقق من وثائقك القانونية.',
    MODULE_REQUIRED: 'هذه الوحدة غير مفعلة لشركتك.',
    NOT_FOUND: 'المورد غير موجود.',
    CONFLICT: 'يتعارض هذا الإجراء مع تعديل حديث. يرجى التحديث.',
    PAYLOAD_TOO_LARGE: 'البيانات المرسلة كبيرة جدًا.',
    UNSUPPORTED_MEDIA_TYPE: 'نوع المحتوى هذا غير مقبول.',
    TOO_MANY_REQUESTS: 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {{minutes}} دقيقة.',
    ACCOUNT_DISABLED: 'تم تعطيل هذا الحساب. اتصل بالدعم.',
    SERVICE_UNAVAILABLE: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى.',
    INTERNAL: 'حدث خطأ. يرجى المحاولة مرة أخرى.',
  },
  validation: {
    required: 'هذا الحقل إلزامي',
    invalid: 'قيمة غير صالحة',
    email: 'عنوان بريد إلكتروني غير صالح',
    tooShort: '{{min}} أحرف على الأقل',
    tooLong: '{{max}} حرفًا على الأكثر',
    tooSmall: 'يجب ألا تقل القيمة عن {{min}}',
    tooBig: 'يجب ألا تتجاوز القيمة {{max}}',
    invalidChoice: 'اختيار غير صالح',
    passwordTooShort: 'يجب أن تحتوي كلمة المرور على {{min}} أحرف على الأقل.',
    passwordTooLong: 'يجب ألا تتجاوز كلمة المرور {{max}} حرفًا.',
    passwordCommon: 'كلمة المرور هذه شائعة جدًا. اختر كلمة أخرى.',
    passwordMismatch: 'كلمتا المرور غير متطابقتين.',
  },
};

const de: TMessageCatalogue = {
  errors: {
    BAD_REQUEST: 'Die Anfrage ist ungültig.',
    VALIDATION: 'Bitte korrigieren Sie die im Formular angezeigten Fehler und versuchen Sie es erneut.',
    UNAUTHORIZED: 'Bitte melden Sie sich an, um fortzufahren.',
    INVALID_CREDENTIALS: 'E-Mail-Adresse oder Passwort ist falsch.',
    TOKEN_EXPIRED: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    INVALID_REFRESH_TOKEN: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    FORBIDDEN: 'Sie haben keinen Zugriff auf diese Ressource.',
    DOCUMENTS_REQUIRED: 'Ihr Konto wird aktiviert, sobald Ihre rechtlichen Dokumente geprüft wurden.',
    MODULE_REQUIRED: 'Dieses Modul ist für Ihr Unternehmen nicht aktiviert.',
    NOT_FOUND: 'Ressource nicht gefunden.',
    CONFLICT: 'Diese Aktion steht im Konflikt mit einer kürzlichen Änderung. Bitte aktualisieren Sie.',
    PAYLOAD_TOO_LARGE: 'Die gesendeten Daten sind zu groß.',
    UNSUPPORTED_MEDIA_TYPE: 'Dieser Inhaltstyp wird nicht akzeptiert.',
    TOO_MANY_REQUESTS: 'Zu viele Versuche. Bitte versuchen Sie es in {{minutes}} Minute(n) erneut.',
    ACCOUNT_DISABLED: 'Dieses Konto wurde deaktiviert. Wenden Sie sich an den Support.',
    SERVICE_UNAVAILABLE: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es erneut.',
    INTERNAL: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  },
  validation: {
    required: 'Dieses Feld ist erforderlich',
    invalid: 'Ungültiger Wert',
    email: 'Ungültige E-Mail-Adresse',
    tooShort: 'Mindestens {{min}} Zeichen',
    tooLong: 'Höchstens {{max}} Zeichen',
    tooSmall: 'Der Wert muss mindestens {{min}} betragen',
    tooBig: 'Der Wert darf {{max}} nicht überschreiten',
    invalidChoice: 'Ungültige Auswahl',
    passwordTooShort: 'Das Passwort muss mindestens {{min}} Zeichen enthalten.',
    passwordTooLong: 'Das Passwort darf höchstens {{max}} Zeichen enthalten.',
    passwordCommon: 'Dieses Passwort ist zu verbreitet. Wählen Sie ein anderes.',
    passwordMismatch: 'Die Passwörter stimmen nicht überein.',
  },
};

const pl: TMessageCatalogue = {
  errors: {
    BAD_REQUEST: 'Żądanie jest nieprawidłowe.',
    VALIDATION: 'Popraw błędy wskazane w formularzu i spróbuj ponownie.',
    UNAUTHORIZED: 'Zaloguj się, aby kontynuować.',
    INVALID_CREDENTIALS: 'Nieprawidłowy adres e-mail lub hasło.',
    TOKEN_EXPIRED: 'Twoja sesja wygasła. Zaloguj się ponownie.',
    INVALID_REFRESH_TOKEN: 'Twoja sesja wygasła. Zaloguj się ponownie.',
    FORBIDDEN: 'Nie masz dostępu do tego zasobu.',
    DOCUMENTS_REQUIRED: 'Twoje konto zostanie aktywowane, gdy tylko Twoje dokumenty prawne zostaną zweryfikowane.',
    MODULE_REQUIRED: 'Ten moduł nie jest włączony dla Twojej firmy.',
    NOT_FOUND: 'Nie znaleziono zasobu.',
    CONFLICT: 'Ta czynność koliduje z niedawną zmianą. Odśwież stronę.',
    PAYLOAD_TOO_LARGE: 'Przesłane dane są zbyt duże.',
    UNSUPPORTED_MEDIA_TYPE: 'Ten typ zawartości nie jest akceptowany.',
    TOO_MANY_REQUESTS: 'Zbyt wiele prób. Spróbuj ponownie za {{minutes}} min.',
    ACCOUNT_DISABLED: 'To konto zostało wyłączone. Skontaktuj się z pomocą techniczną.',
    SERVICE_UNAVAILABLE: 'Usługa jest chwilowo niedostępna. Spróbuj ponownie.',
    INTERNAL: 'Wystąpił błąd. Spróbuj ponownie.',
  },
  validation: {
    required: 'To pole jest wymagane',
    invalid: 'Nieprawidłowa wartość',
    email: 'Nieprawidłowy adres e-mail',
    tooShort: 'Co najmniej {{min}} znaków',
    tooLong: 'Co najwyżej {{max}} znaków',
    tooSmall: 'Wartość musi wynosić co najmniej {{min}}',
    tooBig: 'Wartość nie może przekraczać {{max}}',
    invalidChoice: 'Nieprawidłowy wybór',
    passwordTooShort: 'Hasło musi zawierać co najmniej {{min}} znaków.',
    passwordTooLong: 'Hasło nie może przekraczać {{max}} znaków.',
    passwordCommon: 'To hasło jest zbyt popularne. Wybierz inne.',
    passwordMismatch: 'Hasła nie są zgodne.',
  },
};

const es: TMessageCatalogue = {
  errors: {
    BAD_REQUEST: 'La solicitud no es válida.',
    VALIDATION: 'Corrija los errores indicados en el formulario y vuelva a intentarlo.',
    UNAUTHORIZED: 'Inicie sesión para continuar.',
    INVALID_CREDENTIALS: 'Correo electrónico o contraseña incorrectos.',
    TOKEN_EXPIRED: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
    INVALID_REFRESH_TOKEN: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
    FORBIDDEN: 'No tiene acceso a este recurso.',
    DOCUMENTS_REQUIRED: 'Su cuenta se activará en cuanto se hayan verificado sus documentos legales.',
    MODULE_REQUIRED: 'Este módulo no está activado para su empresa.',
    NOT_FOUND: 'Recurso no encontrado.',
    CONFLICT: 'Esta acción entra en conflicto con un cambio reciente. Actualice la página.',
    PAYLOAD_TOO_LARGE: 'Los datos enviados son demasiado grandes.',
    UNSUPPORTED_MEDIA_TYPE: 'Este tipo de contenido no se acepta.',
    TOO_MANY_REQUESTS: 'Demasiados intentos. Vuelva a intentarlo dentro de {{minutes}} minuto(s).',
    ACCOUNT_DISABLED: 'Esta cuenta ha sido desactivada. Contacte con el soporte.',
    SERVICE_UNAVAILABLE: 'El servicio no está disponible temporalmente. Vuelva a intentarlo.',
    INTERNAL: 'Se ha producido un error. Vuelva a intentarlo.',
  },
  validation: {
    required: 'Este campo es obligatorio',
    invalid: 'Valor no válido',
    email: 'Correo electrónico no válido',
    tooShort: 'Al menos {{min}} caracteres',
    tooLong: 'Como máximo {{max}} caracteres',
    tooSmall: 'El valor debe ser al menos {{min}}',
    tooBig: 'El valor no debe superar {{max}}',
    invalidChoice: 'Opción no válida',
    passwordTooShort: 'La contraseña debe tener al menos {{min}} caracteres.',
    passwordTooLong: 'La contraseña no debe superar {{max}} caracteres.',
    passwordCommon: 'Esta contraseña es demasiado común. Elija otra.',
    passwordMismatch: 'Las contraseñas no coinciden.',
  },
};

const pt: TMessageCatalogue = {
  errors: {
    BAD_REQUEST: 'O pedido é inválido.',
    VALIDATION: 'Corrija os erros indicados no formulário e tente novamente.',
    UNAUTHORIZED: 'Inicie sessão para continuar.',
    INVALID_CREDENTIALS: 'Endereço de e-mail ou palavra-passe incorretos.',
    TOKEN_EXPIRED: 'A sua sessão expirou. Inicie sessão novamente.',
    INVALID_REFRESH_TOKEN: 'A sua sessão expirou. Inicie sessão novamente.',
    FORBIDDEN: 'Não tem acesso a este recurso.',
    DOCUMENTS_REQUIRED: 'A sua conta será ativada assim que os seus documentos legais forem verificados.',
    MODULE_REQUIRED: 'Este módulo não está ativado para a sua empresa.',
    NOT_FOUND: 'Recurso não encontrado.',
    CONFLICT: 'Esta ação entra em conflito com uma alteração recente. Atualize a página.',
    PAYLOAD_TOO_LARGE: 'Os dados enviados são demasiado grandes.',
    UNSUPPORTED_MEDIA_TYPE: 'Este tipo de conteúdo não é aceite.',
    TOO_MANY_REQUESTS: 'Demasiadas tentativas. Tente novamente dentro de {{minutes}} minuto(s).',
    ACCOUNT_DISABLED: 'Esta conta foi desativada. Contacte o suporte.',
    SERVICE_UNAVAILABLE: 'O serviço está temporariamente indisponível. Tente novamente.',
    INTERNAL: 'Ocorreu um erro. Tente novamente.',
  },
  validation: {
    required: 'Este campo é obrigatório',
    invalid: 'Valor inválido',
    email: 'Endereço de e-mail inválido',
    tooShort: 'Pelo menos {{min}} caracteres',
    tooLong: 'No máximo {{max}} caracteres',
    tooSmall: 'O valor deve ser pelo menos {{min}}',
    tooBig: 'O valor não deve exceder {{max}}',
    invalidChoice: 'Opção inválida',
    passwordTooShort: 'A palavra-passe deve ter pelo menos {{min}} caracteres.',
    passwordTooLong: 'A palavra-passe não deve exceder {{max}} caracteres.',
    passwordCommon: 'Esta palavra-passe é demasiado comum. Escolha outra.',
    passwordMismatch: 'As palavras-passe não coincidem.',
  },
};

const it: TMessageCatalogue = {
  errors: {
    BAD_REQUEST: 'La richiesta non è valida.',
    VALIDATION: 'Correggi gli errori indicati nel modulo, quindi riprova.',
    UNAUTHORIZED: 'Accedi per continuare.',
    INVALID_CREDENTIALS: 'Indirizzo e-mail o password errati.',
    TOKEN_EXPIRED: 'La sessione è scaduta. Accedi di nuovo.',
    INVALID_REFRESH_TOKEN: 'La sessione è scaduta. Accedi di nuovo.',
    FORBIDDEN: 'Non hai accesso a questa risorsa.',
    DOCUMENTS_REQUIRED: 'Il tuo account sarà attivato non appena i tuoi documenti legali saranno verificati.',
    MODULE_REQUIRED: 'Questo modulo non è attivo per la tua azienda.',
    NOT_FOUND: 'Risorsa non trovata.',
    CONFLICT: 'Questa azione è in conflitto con una modifica recente. Aggiorna la pagina.',
    PAYLOAD_TOO_LARGE: 'I dati inviati sono troppo grandi.',
    UNSUPPORTED_MEDIA_TYPE: 'Questo tipo di contenuto non è accettato.',
    TOO_MANY_REQUESTS: 'Troppi tentativi. Riprova tra {{minutes}} minuto/i.',
    ACCOUNT_DISABLED: "Questo account è stato disattivato. Contatta l'assistenza.",
    SERVICE_UNAVAILABLE: 'Il servizio è temporaneamente non disponibile. Riprova.',
    INTERNAL: 'Si è verificato un errore. Riprova.',
  },
  validation: {
    required: 'Questo campo è obbligatorio',
    invalid: 'Valore non valido',
    email: 'Indirizzo e-mail non valido',
    tooShort: 'Almeno {{min}} caratteri',
    tooLong: 'Al massimo {{max}} caratteri',
    tooSmall: 'Il valore deve essere almeno {{min}}',
    tooBig: 'Il valore non deve superare {{max}}',
    invalidChoice: 'Scelta non valida',
    passwordTooShort: 'La password deve contenere almeno {{min}} caratteri.',
    passwordTooLong: 'La password non deve superare {{max}} caratteri.',
    passwordCommon: 'Questa password è troppo comune. Scegline un’altra.',
    passwordMismatch: 'Le password non coincidono.',
  },
};

export const MESSAGES: Record<TLanguage, TMessageCatalogue> = { fr, ar, en, de, pl, es, pt, it };

/** Fills `{{name}}` placeholders. */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
