// The account's pages in Polish. Typed from the English section through the Dictionary
// type, as pl.ts is: a missing or an extra text fails the typecheck.
import { ATTACHMENT_LIMITS } from '#contract/conversations.ts';
import type { Dictionary } from '../dictionary.ts';
import { countPl } from '../plural-pl.ts';

type Messages = Dictionary['messages'];

export const accountPl = {
  logIn: 'Zaloguj się',
  goToMyAds: 'Przejdź do Moich ogłoszeń',
  yourName: 'Imię i nazwisko',
  companyName: 'Nazwa firmy',
  phone: 'Numer telefonu',
  password: 'Hasło',
  newPassword: 'Nowe hasło',
  cancel: 'Anuluj',
  checkEmail: {
    title: 'Sprawdź swoją skrzynkę',
    sentBefore: 'Wysłaliśmy link aktywacyjny na',
    yourAddress: 'twój adres e-mail',
    sentAfter: '. Kliknij link w tej wiadomości, aby aktywować konto, a potem się zaloguj.',
    spam: 'Wiadomość może dotrzeć dopiero po kilku minutach. Jeśli jej nie widzisz, zajrzyj do folderu ze spamem albo poproś niżej o nowy link.',
  },
  activation: {
    title: 'Aktywacja konta',
    activating: 'Aktywujemy twoje konto…',
    activate: 'Aktywuj moje konto',
  },
  setPassword: {
    title: 'Ustaw nowe hasło',
    submit: 'Ustaw hasło',
  },
  profileSetup: {
    title: 'Uzupełnij profil',
    introWithPhone:
      'Zanim przejdziesz dalej, podaj swoje imię i nazwisko oraz numer telefonu. Możesz je później zmienić w Ustawieniach.',
    intro: 'Zanim przejdziesz dalej, podaj swoje imię i nazwisko. Możesz je później zmienić w Ustawieniach.',
    phoneShown: 'Widoczny w twoich ogłoszeniach, żeby można było do ciebie zadzwonić.',
    phoneOptional:
      'Opcjonalnie. Podaj go, jeśli chcesz, by dzwoniono do ciebie w sprawie ogłoszeń; możesz to zrobić później w Ustawieniach.',
    temporaryPassword:
      'Twoje konto zostało założone z hasłem tymczasowym. Aby dalej z niego korzystać, wybierz własne hasło.',
    submit: 'Zapisz i przejdź dalej',
  },
  loginPrompt: {
    title: 'Zaloguj się, aby dodać ogłoszenie',
    why: 'Do dodania ogłoszenia potrzebne jest konto: dzięki niemu kupujący i najemcy mogą się z tobą skontaktować, a ty możesz zarządzać ogłoszeniem.',
    how: 'Zaloguj się, jeśli masz konto. Jeśli nie, załóż je: to nic nie kosztuje i zajmuje minutę. Możesz też dodać ogłoszenie bez konta.',
    createAccount: 'Załóż konto',
    guestTitle: 'Ogłoszenie bez konta',
    guestText:
      'Podaj imię i adres e-mail i przejdź od razu do formularza ogłoszenia. Założymy ci konto i wyślemy link do potwierdzenia adresu: ogłoszenie pojawi się w serwisie, gdy go otworzysz. Numer telefonu i hasło możesz dodać później.',
    email: 'Adres e-mail',
    emailHint: 'Kupujący i najemcy kontaktują się z tobą przez nas; nigdy nie pokazujemy twojego adresu w ogłoszeniu.',
    submit: 'Przejdź do formularza ogłoszenia',
    linkSent: (email: string) =>
      `Wysłaliśmy link na adres ${email}: otwórz go, aby potwierdzić adres, zanim ogłoszenie pojawi się w serwisie.`,
    emailTaken: 'Ten adres ma już konto: zaloguj się.',
    tryAgain: 'Spróbuj ponownie.',
  },
  invitation: {
    metaTitle: 'Zaproszenie do współpracy jako agent',
    title: 'Zaproszenie dla agenta',
    invites: (company: string) => `${company} zaprasza cię do współpracy`,
    opening: 'Otwieramy zaproszenie…',
    offer: (company: string) =>
      `Firma ${company} zaprasza cię do dodawania ogłoszeń w Dazu i zarządzania nimi jako jeden z jej agentów. Nic nie zostanie utworzone ani zmienione, dopóki nie przyjmiesz zaproszenia.`,
    ifYouAccept: 'Jeśli przyjmiesz zaproszenie',
    becomesAgent: (company: string) =>
      `Twoje konto stanie się kontem agenta firmy ${company}. Zachowasz login, ulubione i wiadomości.`,
    ownAccount: (company: string) => `Otrzymasz własne konto w Dazu z tym adresem, jako agent firmy ${company}.`,
    managesNew: (company: string) => `Firma ${company} będzie zarządzać ogłoszeniami, które od teraz dodasz w Dazu.`,
    managesAll: (company: string, ads: number, live: number) =>
      `Firma ${company} będzie zarządzać twoimi ogłoszeniami w Dazu: ${countPl(ads, { one: 'ogłoszeniem', few: 'ogłoszeniami', many: 'ogłoszeniami' })}, które masz teraz (w serwisie: ${live}), i tymi, które dodasz od teraz.`,
    mayEdit: 'Będzie mogła je edytować, wstrzymywać, usuwać i za nie płacić.',
    ifRemoved: (company: string) =>
      `Jeśli firma ${company} usunie cię później ze swoich agentów, te ogłoszenia zostaną przy niej; twoje konto pozostanie twoje, jako konto prywatne.`,
    yourAddressIs: 'Twój adres e-mail to',
    chooseName: '. Wybierz imię i nazwisko, które zobaczą ogłoszeniodawcy i kupujący, oraz hasło.',
    accept: (company: string) => `Przyjmij i dołącz do firmy ${company}`,
    theAddress: 'Adres',
    hasAccount: 'ma już konto w Dazu.',
    loggedInAs: (you: string, invited: string) =>
      `Używasz konta ${you}: wyloguj się, otwórz ten link ponownie i zaloguj się jako ${invited}, aby odpowiedzieć.`,
    logInWithIt:
      'Zaloguj się nim, aby zobaczyć, co dołączenie oznacza dla twojego konta i ogłoszeń, i przyjąć zaproszenie.',
    logInToAnswer: 'Zaloguj się, aby odpowiedzieć',
    cannotJoin: (email: string, company: string) =>
      `Twoje konto (${email}) nie może zostać kontem agenta: nie mogą nim być konta firm i operatorów ani agent innej firmy. Możesz odrzucić zaproszenie, żeby firma ${company} o tym wiedziała.`,
    refuse: 'Odrzuć',
  },
  alertsUnsubscribe: {
    title: 'Wyłącz powiadomienia e-mail',
    questionBefore: 'Wyłączyć e-maile z nowymi nieruchomościami dla zapisanego wyszukiwania',
    questionAfter: '? Wyszukiwanie pozostanie zapisane w Ulubionych.',
    done: (name: string) => `Nie będziesz już otrzymywać powiadomień e-mail dla „${name}”.`,
    invalid:
      'Ten link rezygnacji jest już nieważny (każdy e-mail z powiadomieniem ma nowy). Użyj linku z najnowszego e-maila albo zmień powiadomienia w Ulubionych.',
    manage: 'Zarządzaj zapisanymi wyszukiwaniami',
  },
  newsletterUnsubscribe: {
    title: 'Rezygnacja z newslettera',
    button: 'Wypisz się',
    question: 'Wyłączyć newsletter Dazu dla tego adresu? W każdej chwili możesz zapisać się ponownie.',
  },
  settings: {
    title: 'Ustawienia',
    profile: 'Profil',
    profileText: 'To, co inni widzą w twoim profilu i ogłoszeniach.',
    media: 'Zdjęcie i film',
    services: 'Usługi',
    servicesText: 'Usługi, które oferujesz, widoczne w katalogu usług.',
    servicesSaved: 'Twoje usługi zostały zapisane.',
    languages: 'Języki',
    languagesText: 'Języki, w których rozmawiasz z klientami.',
    languagesSaved: 'Twoje języki zostały zapisane.',
    save: (what: string) => `Zapisz ${what.toLowerCase()}`,
    changePassword: 'Zmiana hasła',
    deleteAccount: 'Usuń konto',
    deleteText: 'Trwale usuń swoje konto i wszystko, co w nim jest.',
  },
  services: {
    sales: 'Sprzedaż',
    lettings: 'Wynajem',
    'property-management': 'Zarządzanie nieruchomościami',
    valuations: 'Wyceny',
    auctions: 'Licytacje',
    'new-homes': 'Nowe domy',
    commercial: 'Nieruchomości komercyjne',
    'holiday-lets': 'Wynajem wakacyjny',
    'mortgage-advice': 'Doradztwo kredytowe',
    surveys: 'Inspekcje techniczne',
    conveyancing: 'Obsługa prawna transakcji',
    removals: 'Przeprowadzki',
    'interior-design': 'Projektowanie wnętrz',
    cleaning: 'Sprzątanie',
    accommodation: 'Zakwaterowanie',
  },
  spokenLanguages: {
    en: 'angielski',
    cy: 'walijski',
    gd: 'szkocki gaelicki',
    ga: 'irlandzki',
    pl: 'polski',
    ro: 'rumuński',
    pa: 'pendżabski',
    ur: 'urdu',
    bn: 'bengalski',
    gu: 'gudżarati',
    hi: 'hindi',
    ar: 'arabski',
    zh: 'chiński',
    pt: 'portugalski',
    es: 'hiszpański',
    it: 'włoski',
    fr: 'francuski',
    de: 'niemiecki',
    lt: 'litewski',
    tr: 'turecki',
  },
  profileForm: {
    name: 'Imię i nazwisko',
    taxNumber: 'Numer podatkowy',
    introduction: 'Wprowadzenie',
    introductionHint: 'Krótki tekst na górze twojego profilu (do 500 znaków).',
    description: 'Opis',
    address: 'Adres',
    street: 'Ulica',
    city: 'Miejscowość',
    postcode: 'Kod pocztowy',
    country: 'Kraj',
    showAddress: 'Pokaż mój adres w profilu publicznym',
    showAddressBusiness:
      'Miejscowość jest zawsze widoczna. Zaznacz, aby pokazać też ulicę i kod pocztowy, np. biura, które można odwiedzić.',
    showAddressPrivate:
      'Wyłączone: twój adres pozostaje prywatny. Twój e-mail i numer telefonu nigdy nie są pokazywane; odwiedzający proszą o numer telefonu.',
    submit: 'Zapisz profil',
  },
  avatar: {
    hint: 'JPEG, PNG lub WebP, do 10 MB.',
    photoSaved: 'Twoje zdjęcie zostało zapisane.',
    photoRemoved: 'Twoje zdjęcie zostało usunięte.',
    videoSaved: 'Link do filmu został zapisany.',
    videoRemoved: 'Link do filmu został usunięty.',
    choiceSaved: 'Twój wybór został zapisany.',
    preview: 'Podgląd wybranego zdjęcia',
    yourPhoto: 'Twoje zdjęcie profilowe',
    photo: 'Zdjęcie profilowe',
    upload: 'Prześlij zdjęcie',
    removePhoto: 'Usuń zdjęcie',
    videoLink: 'Link do filmu',
    videoHint: 'Film w YouTube lub Vimeo, w którym przedstawiasz siebie lub swoją firmę.',
    saveVideo: 'Zapisz link do filmu',
    removeVideo: 'Usuń film',
    showFirst: 'W profilu pokazuj najpierw',
    photoChoice: 'Zdjęcie',
    videoChoice: 'Film',
    saveChoice: 'Zapisz wybór',
  },
  changePassword: {
    current: 'Obecne hasło',
    repeatNew: 'Powtórz nowe hasło',
    submit: 'Zmień hasło',
  },
  deleteAccount: {
    dialogTitle: 'Usuń swoje konto',
    cannotUndo: 'Usunięcia konta nie można cofnąć. Zostaną usunięte:',
    removesProfile: 'twój profil, zdjęcie i link do filmu;',
    removesAds: 'twoje ogłoszenia i ich zdjęcia;',
    removesFavourites: 'twoje ulubione, zapisane wyszukiwania i powiadomienia.',
    confirm: 'Nastąpi wylogowanie. Aby potwierdzić, wpisz swoje hasło.',
    submit: 'Usuń moje konto',
  },
  messages: {
    title: 'Wiadomości',
    none: 'Nie masz jeszcze wiadomości. Użyj przycisku „Napisz do ogłoszeniodawcy” w ogłoszeniu albo „Wyślij wiadomość” w profilu ogłoszeniodawcy.',
    unread: (count: number) => `nieprzeczytane: ${count}`,
    about: 'Dotyczy',
    aboutTitle: (title: string) => `Dotyczy: ${title}`,
    you: 'Ty',
    youSaid: 'Ty: ',
    all: 'Wszystkie wiadomości',
    with: (name: string) => `Wiadomości – ${name}`,
    guest:
      'Odwiedzający bez konta, który potwierdził swój adres e-mail. Twoje odpowiedzi wysyłamy mu e-mailem; twój adres pozostaje prywatny.',
    offeredAd: 'Proponowane ogłoszenie:',
    youBlocked: (name: string) => `Zablokowano użytkownika ${name}: nie może do ciebie pisać.`,
    block: (name: string) => `Zablokuj użytkownika ${name}`,
    unblock: (name: string) => `Odblokuj użytkownika ${name}`,
    blockFailed: 'Nie udało się. Spróbuj ponownie.',
    report: 'Zgłoś jako spam lub oszustwo',
    reportFailed: 'Nie udało się wysłać zgłoszenia. Spróbuj ponownie.',
    reply: 'Twoja odpowiedź',
    send: 'Wyślij odpowiedź',
    sendFailed: 'Nie udało się wysłać wiadomości. Spróbuj ponownie.',
    attach: 'Załącz pliki (opcjonalnie)',
    attachHint: (files: number) =>
      `Najwyżej ${countPl(files, { one: 'obraz', few: 'obrazy', many: 'obrazów' })} lub dokumenty PDF. Ze zdjęć usuwamy dane o lokalizacji.`,
    attached: 'Załączone pliki',
    opensPicture: ' (otwiera pełne zdjęcie w nowej karcie)',
    newLinkSent: (email: string) => `Nowy link jest już w drodze na adres ${email}. Otwórz go i spróbuj ponownie.`,
    sendLinkAgain: 'Wyślij ponownie link potwierdzający',
  },
} satisfies Dictionary['accountPages'];

/** The contract's messages these pages show, in Polish. */
export const accountMessagesPl = {
  conversation: {
    sent: 'Twoja wiadomość została wysłana.',
    confirmByEmail: (email: string) =>
      `Już prawie: wysłaliśmy link na adres ${email}. Wiadomość trafi do ogłoszeniodawcy, gdy go klikniesz.`,
    enquirySent: 'Dziękujemy: twój adres jest potwierdzony, a wiadomość została wysłana do ogłoszeniodawcy.',
    enquiryLinkInvalid: 'Ten link jest już nieważny. Napisz wiadomość ponownie z poziomu ogłoszenia.',
    blocked: 'Nie możesz wysyłać wiadomości do tego użytkownika.',
    notToYourself: 'Nie możesz wysłać wiadomości do samego siebie.',
    blockedTerm: (term: string) =>
      `Twoja wiadomość zawiera coś, na co nie pozwalamy: „${term}”. Zmień to i wyślij ponownie.`,
    notYourOffer: 'Możesz zaproponować tylko jedno ze swoich aktywnych ogłoszeń.',
    reported: 'Dziękujemy. Nasz zespół przyjrzy się tej wiadomości.',
    userBlocked: 'Użytkownik zablokowany. Nie może już do ciebie pisać.',
    userUnblocked: 'Użytkownik odblokowany.',
  },
  attachment: {
    tooMany: `Do wiadomości możesz dołączyć najwyżej ${countPl(ATTACHMENT_LIMITS.files, { one: 'plik', few: 'pliki', many: 'plików' })}`,
    tooBig: 'Każdy obraz może mieć najwyżej 20 MB, a każdy plik PDF 10 MB',
    notAccepted: 'Dołączaj tylko obrazy (JPEG, PNG, WebP, HEIC, AVIF, GIF) lub dokumenty PDF',
    unreadablePdf:
      'Nie można odczytać tego pliku PDF. Zapisz go ponownie jako PDF (np. funkcją „Drukuj do PDF”) i spróbuj jeszcze raz.',
    pdfPages: `Plik PDF może mieć najwyżej ${countPl(ATTACHMENT_LIMITS.pdfPages, { one: 'stronę', few: 'strony', many: 'stron' })}`,
    messageField: 'Wyślij wiadomość jako JSON w polu „message”',
  },
  agent: {
    notFound: 'W twojej firmie nie ma takiego agenta ani zaproszenia',
    alreadyActive: 'Ten agent już dołączył; może się zalogować albo poprosić o przypomnienie hasła',
    invitationDeclined: 'Ta osoba odrzuciła zaproszenie. Usuń je, a potem zaproś ją ponownie, jeśli się zgodzi.',
    invitationPending:
      'Na ten adres czeka już zaproszenie bez odpowiedzi. Użyj „Wyślij ponownie”, aby wysłać nowy link.',
    alreadyAgent: 'Ta osoba jest już jednym z twoich agentów.',
    notYourself: 'To adres twojej własnej firmy. Agenci potrzebują własnych adresów.',
    invited: (email: string) => `Zaproszenie wysłane na adres ${email}.`,
    linkInvalid:
      'To zaproszenie jest już nieważne: otrzymało odpowiedź, zostało wycofane albo jego link ma ponad 7 dni. Poproś firmę o nowe.',
    accountExists: 'Ten adres ma już konto. Zaloguj się nim, aby przyjąć zaproszenie.',
    wrongAccount: (email: string) =>
      `To zaproszenie jest dla ${email}. Wyloguj się, a potem zaloguj tym adresem, aby odpowiedzieć.`,
    cannotJoin:
      'To konto nie może zostać kontem agenta: nie mogą nim być konta firm i operatorów ani agent innej firmy. Zaloguj się kontem prywatnym albo odrzuć zaproszenie.',
    joined: (company: string) => `Jesteś teraz agentem firmy ${company}.`,
    declined: (company: string) =>
      `Zaproszenie odrzucone. Firma ${company} została powiadomiona; nic się nie zmieniło.`,
  },
  profileSetup: { phoneRequired: 'Podaj numer telefonu' },
  profile: {
    phoneDigits: 'Numer telefonu może zawierać tylko cyfry',
    phoneLength: 'Numer telefonu musi mieć od 7 do 15 cyfr',
    videoLink: 'Podaj link https do filmu w YouTube lub Vimeo',
  },
  avatar: {
    type: 'Wybierz obraz JPEG, PNG, WebP, AVIF lub GIF',
    size: 'Wybierz obraz o rozmiarze do 10 MB',
    missing: 'Wybierz zdjęcie do przesłania',
  },
} satisfies Pick<Messages, 'conversation' | 'attachment' | 'agent' | 'profileSetup' | 'profile' | 'avatar'>;
