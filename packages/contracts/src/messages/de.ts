import type { TMessageCatalogue } from '../message-types';

export const de: TMessageCatalogue = {
  errors: {
    BAD_REQUEST: 'Die Anfrage ist ungültig.',
    VALIDATION: 'Bitte korrigieren Sie die im Formular angezeigten Fehler und versuchen Sie es erneut.',
    UNAUTHORIZED: 'Bitte melden Sie sich an, um fortzufahren.',
    INVALID_CREDENTIALS: 'E-Mail-Adresse oder Passwort ist falsch.',
    TOKEN_EXPIRED: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    INVALID_REFRESH_TOKEN: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    FORBIDDEN: 'Sie haben keinen Zugriff auf diese Ressource.',
    ROLE_FORBIDDEN: 'Ihre Rolle erlaubt diese Aktion nicht.',
    DOCUMENTS_REQUIRED: 'Ihr Konto wird aktiviert, sobald Ihre rechtlichen Dokumente geprüft wurden.',
    DOCUMENT_LAPSED:
      'Ihr Dokument „{{document}}“ ist nicht mehr gültig (abgelaufen, oder seine Erneuerung wartet auf Prüfung): Diese Aktion ist ausgesetzt, bis ein aktuelles Dokument geprüft wurde. Senden Sie es über den Reiter Dokumente Ihres Profils; laufende Aufträge und Ihre Rechnungen bleiben zugänglich.',
    MODULE_REQUIRED: 'Dieses Modul ist für Ihr Unternehmen nicht aktiviert.',
    NOT_FOUND: 'Ressource nicht gefunden.',
    CONFLICT: 'Diese Aktion steht im Konflikt mit einer kürzlichen Änderung. Bitte aktualisieren Sie.',
    PAYLOAD_TOO_LARGE: 'Die gesendeten Daten sind zu groß.',
    UNSUPPORTED_MEDIA_TYPE: 'Dieser Inhaltstyp wird nicht akzeptiert.',
    TOO_MANY_REQUESTS: 'Zu viele Versuche. Bitte versuchen Sie es in {{minutes}} Minute(n) erneut.',
    ACCOUNT_DISABLED: 'Dieses Konto wurde deaktiviert. Wenden Sie sich an den Support.',
    SERVICE_UNAVAILABLE: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es erneut.',
    STALE_VERSION: 'Dieses Angebot wurde inzwischen geändert. Laden Sie es neu und versuchen Sie es erneut.',
    OFFER_STATUS_CONFLICT: 'Diese Aktion ist im aktuellen Status des Angebots nicht möglich.',
    OFFER_DELETE_REFUSED:
      'Ein Auftrag dieses Angebots läuft oder ist abgeschlossen: Das Angebot kann nicht gelöscht werden.',
    SAVED_SEARCH_LIMIT:
      'Sie haben die Höchstzahl von {{max}} gespeicherten Suchen erreicht. Löschen Sie eine, um eine weitere zu speichern.',
    TEMPLATE_LIMIT:
      'Sie haben die Höchstzahl von {{max}} Vorlagen erreicht. Löschen Sie eine, um eine neue zu erstellen.',
    OFFER_NOT_AVAILABLE:
      'Dieses Angebot ist nicht mehr verfügbar: Es wurde bereits ein Frachtführer gewählt oder es wurde von der Börse genommen.',
    OFFER_WITHOUT_PRICE: 'Dieses Angebot hat keinen Preis: Schlagen Sie Ihren vor.',
    OFFER_PRICE_CHANGED: 'Der Preis des Angebots hat sich geändert: Prüfen Sie den neuen Preis, bevor Sie annehmen.',
    PROPOSAL_NOT_PENDING:
      'Dieser Vorschlag ist nicht mehr offen: Er wurde bereits angenommen, abgelehnt oder zurückgezogen.',
    MISSION_STATUS_CONFLICT: 'Diese Aktion ist im aktuellen Status des Auftrags nicht möglich.',
    CHARTER_NOT_CONFIRMED: 'Der Frachtauftrag muss zuerst bestätigt werden.',
    PICKUP_NOT_VERIFIED:
      'Der Verlader muss die Abholung zuerst mit dem Code bestätigen oder auf diese Prüfung verzichten.',
    ALREADY_RATED: 'Ihr Unternehmen hat diesen Auftrag bereits bewertet.',
    PICKUP_LOCKED:
      'Zu viele falsche Codes: Die Abholung kann nicht mehr per Code bestätigt werden. Kontaktieren Sie den Frachtführer.',
    POD_NOT_CONTESTED:
      'Ein neuer Ablieferungsnachweis kann erst gesendet werden, nachdem der Verlader den vorherigen beanstandet hat.',
    URI_TOO_LONG: 'Die angeforderte Adresse ist zu lang.',
    ACCOUNT_EXISTS:
      'Mit dieser E-Mail-Adresse besteht bereits ein Konto. Melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
    COMPANY_EXISTS: 'Dieses Unternehmen ist bereits bei Tariq registriert. Bitten Sie einen Kollegen, Sie einzuladen.',
    RESET_LINK_INVALID:
      'Dieser Link zum Zurücksetzen ist nicht mehr gültig: Er ist abgelaufen oder wurde bereits verwendet. Fordern Sie einen neuen an.',
    VERIFICATION_LINK_INVALID:
      'Dieser Bestätigungslink ist ungültig. Prüfen Sie, ob er vollständig ist, oder fordern Sie einen neuen Link an.',
    VERIFICATION_LINK_EXPIRED: 'Dieser Bestätigungslink ist abgelaufen. Fordern Sie einen neuen Link an.',
    VERIFICATION_LINK_USED:
      'Dieser Bestätigungslink wurde bereits verwendet. Melden Sie sich an, oder fordern Sie einen neuen Link an, falls Ihre Adresse noch nicht bestätigt ist.',
    INVITATION_INVALID:
      'Diese Einladung ist nicht gültig: Der Link ist unvollständig oder die Einladung wurde zurückgezogen. Bitten Sie Ihren Kollegen, Sie erneut einzuladen.',
    INVITATION_EXPIRED: 'Diese Einladung ist abgelaufen. Bitten Sie Ihren Kollegen, Sie erneut einzuladen.',
    INVITATION_USED: 'Diese Einladung wurde bereits angenommen. Melden Sie sich mit Ihrer E-Mail-Adresse an.',
    INVITATION_LIMIT:
      'Ihr Unternehmen hat bereits {{max}} offene Einladungen. Ziehen Sie eine zurück, um eine weitere zu senden.',
    COLLEAGUE_HAS_ACCOUNT: 'Diese E-Mail-Adresse hat bereits ein Tariq-Konto: Sie kann nicht eingeladen werden.',
    NETWORK_LIMIT: 'Das Netzwerk oder seine Gruppen haben ihr Limit erreicht ({{max}}).',
    CARRIER_ON_TARIQ: 'Dieser Frachtführer ist bereits bei Tariq: Fügen Sie ihn aus dem Verzeichnis hinzu.',
    LAST_USER: 'Sie sind der letzte aktive Benutzer Ihres Unternehmens: Sie können es nicht verlassen.',
    TRUCK_LIMIT:
      'Ihr Unternehmen hat die Höchstzahl von {{max}} Lkw erreicht. Löschen Sie einen, um einen weiteren hinzuzufügen.',
    DRIVER_EMAIL_TAKEN:
      'Für diese E-Mail-Adresse besteht bereits ein Tariq-Konto: Geben Sie diesem Fahrer eine andere Adresse.',
    INVOICE_SETTLED:
      'Diese Rechnung ist beglichen: Sie nimmt keine Zahlungen oder Mahnungen mehr an, und ihre Zahlungen können nicht mehr entfernt werden.',
    INVOICE_NOT_SENT: 'Diese Rechnung wurde dem Kunden noch nicht gesendet: Senden Sie sie, bevor Sie ihn erinnern.',
    REMINDER_TOO_SOON:
      'Vor weniger als 24 Stunden wurde bereits eine Zahlungserinnerung gesendet: Warten Sie, bevor Sie eine weitere senden.',
    INVOICE_CANCELLED:
      'Diese Rechnung ist durch eine Gutschrift storniert: Sie nimmt keine Zahlungen, Erinnerungen oder weiteren Gutschriften mehr an.',
    CREDIT_NOTE_REFUSED:
      'Eine vollständige Gutschrift ist nur für eine Rechnung ohne Zahlung und ohne andere Gutschrift möglich. Erstellen Sie eine Teilgutschrift über den offenen Betrag.',
    IDEMPOTENCY_KEY_REUSED:
      'Dieser Idempotenzschlüssel wurde bereits für einen anderen Aufruf verwendet: Die App muss einen neuen erzeugen.',
    IDEMPOTENCY_IN_PROGRESS: 'Dieser Aufruf wird bereits verarbeitet: Versuchen Sie es gleich noch einmal.',
    DRIVER_ON_MISSION:
      'Dieser Fahrer ist auf einem laufenden Auftrag: Er kann erst gelöscht werden, wenn der Auftrag abgeschlossen oder storniert ist.',
    INVOICE_NOT_DRAFT:
      'Diese Rechnung wurde ausgestellt: Sie kann nicht mehr geändert oder gelöscht werden. Korrigieren Sie sie mit einer Gutschrift.',
    INVOICE_NOT_ISSUED:
      'Diese Rechnung ist noch nicht ausgestellt: Stellen Sie sie aus, um sie herunterzuladen oder zu senden.',
    INVOICE_MENTIONS_MISSING:
      'Die Rechnung kann nicht ausgestellt werden: Pflichtangaben fehlen. Ergänzen Sie sie im Profil des betreffenden Unternehmens.',
    MISSION_NOT_INVOICEABLE:
      'Diese Aufträge können nicht abgerechnet werden: Ihr Liefernachweis muss angenommen sein und sie dürfen auf keiner anderen Rechnung stehen.',
    INTERNAL: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  },
  validation: {
    mentionMissing: 'Pflichtangabe fehlt',
    invoiceOneClient: 'Die Aufträge einer Rechnung müssen denselben Kunden haben.',
    invoiceOneCurrency: 'Die Aufträge einer Rechnung müssen in derselben Währung sein.',
    missionNotDelivered: 'Der Liefernachweis dieses Auftrags wurde noch nicht angenommen.',
    missionAlreadyInvoiced: 'Dieser Auftrag steht bereits auf einer Rechnung.',
    duplicateMission: 'Dieser Auftrag ist bereits in der Liste.',
    dateRangeReversed: 'Das Enddatum muss am oder nach dem Startdatum liegen.',
    paymentTooBig: 'Der Betrag übersteigt den offenen Betrag der Rechnung.',
    paymentCurrency: 'Die Zahlung muss in der Währung der Rechnung erfolgen.',
    beforeIssueDate: 'Das Datum darf nicht vor dem Ausstellungsdatum der Rechnung liegen.',
    creditTooBig: 'Der Betrag der Gutschrift übersteigt den offenen Betrag der Rechnung.',
    required: 'Dieses Feld ist erforderlich',
    invalid: 'Ungültiger Wert',
    email: 'Ungültige E-Mail-Adresse',
    tooShort: 'Mindestens {{min}} Zeichen',
    tooLong: 'Höchstens {{max}} Zeichen',
    tooSmall: 'Der Wert muss mindestens {{min}} betragen',
    tooManyFiles: 'Höchstens {{max}} Dateien',
    wrongPickupCode: 'Falscher Abholcode',
    tooBig: 'Der Wert darf {{max}} nicht überschreiten',
    invalidChoice: 'Ungültige Auswahl',
    passwordTooShort: 'Das Passwort muss mindestens {{min}} Zeichen enthalten.',
    passwordTooLong: 'Das Passwort darf höchstens {{max}} Zeichen enthalten.',
    passwordCommon: 'Dieses Passwort ist zu verbreitet. Wählen Sie ein anderes.',
    passwordMismatch: 'Die Passwörter stimmen nicht überein.',
    wrongPassword: 'Das aktuelle Passwort ist falsch.',
    positive: 'Der Wert muss größer als 0 sein',
    pastDate: 'Das Datum darf nicht vor dem heutigen Tag liegen',
    arrivalBeforeDeparture: 'Das Ankunftsdatum muss am oder nach dem Abfahrtsdatum liegen',
    departureAfterArrival: 'Das Abfahrtsdatum muss am oder vor dem geplanten Ankunftsdatum liegen',
    arrivalTimeNotAfterDeparture: 'Am selben Tag muss die Ankunftszeit nach der Abfahrtszeit liegen',
    incompleteTruckType: 'Wählen Sie einen Fahrzeug-Untertyp',
    controlCharacter: 'Steuerzeichen sind nicht erlaubt',
    phone: 'Ungültige Telefonnummer',
    nifFormat: 'Die NIF muss 15 Ziffern haben (20 für eine Zweigniederlassung).',
    nisFormat: 'Die NIS muss 15 Ziffern haben.',
    rcFormat: 'Ungültige Handelsregisternummer (Beispiel: 16/00-1234567 B 18).',
    taxArticleFormat: 'Die Steuerartikelnummer muss 11 Ziffern haben.',
    expiryBeforeIssue: 'Das Ablaufdatum muss am oder nach dem Ausstellungsdatum liegen',
    documentFileType: 'Akzeptierte Formate: PDF, JPEG oder PNG.',
    fileEmpty: 'Die Datei ist leer.',
    futureDate: 'Das Datum darf nicht nach heute liegen',
    termsRequired: 'Sie müssen die Nutzungsbedingungen akzeptieren.',
    selectAtLeastOne: 'Wählen Sie mindestens eine Option.',
    groupNameTaken: 'Sie haben bereits eine Gruppe mit diesem Namen.',
    carrierOnTariq: 'Dieser Frachtführer ist bereits bei Tariq: Fügen Sie ihn aus dem Verzeichnis hinzu.',
    audienceEmpty: 'Kein Frachtführer Ihres Netzwerks ist in dieser Auswahl.',
    accountExists: 'Mit dieser E-Mail-Adresse besteht bereits ein Konto.',
    companyExists: 'Ein Unternehmen mit dieser NIF ist bereits bei Tariq registriert.',
    fileType: 'Zulässige Formate: PDF, JPEG, PNG oder WebP.',
    fileTooLarge: 'Die Datei darf höchstens {{max}} MB groß sein.',
    truckNameRequired: 'Der Name des Lkw ist erforderlich.',
    truckNameTooLong: 'Der Name des Lkw darf höchstens {{max}} Zeichen lang sein.',
    truckTypeRequired: 'Der vollständige Lkw-Typ ist erforderlich.',
    truckCommentTooLong: 'Der Kommentar darf höchstens {{max}} Zeichen lang sein',
    truckWeightRequired: 'Das Gewicht ist erforderlich.',
    truckWeightTooBig: 'Das Gewicht darf {{max}} nicht überschreiten.',
    truckLengthTooBig: 'Die Länge darf {{max}} nicht überschreiten.',
    truckVolumeTooBig: 'Das Volumen darf {{max}} nicht überschreiten.',
    startCountryRequired: 'Abfahrtsland und -region sind erforderlich.',
    endCountryRequired: 'Ankunftsland und -region sind erforderlich.',
    startPlaceRequired: 'Die Abfahrtsregion ist erforderlich.',
    endPlaceRequired: 'Die Ankunftsregion ist erforderlich.',
    truckStartDateRequired: 'Das Startdatum ist erforderlich.',
    truckStartDatePast: 'Das Startdatum muss heute oder später sein.',
    truckEndBeforeStart: 'Das Enddatum muss am Starttag oder danach liegen.',
    plateFormat: 'Ungültiges Kennzeichen: Nummer, Kategorie und Jahr, Wilaya (Beispiel: 12345 116 16).',
    plateCategory: 'Die Fahrzeugkategorie (erste Ziffer der mittleren Gruppe) muss zwischen 1 und 9 liegen.',
    plateWilaya: 'Der Wilaya-Code (die letzten beiden Ziffern) muss zwischen 01 und 69 liegen.',
    plateForeignFormat:
      'Ungültiges Kennzeichen: 3 bis 12 Buchstaben oder Ziffern, getrennt durch Leerzeichen oder Bindestriche.',
  },
};
