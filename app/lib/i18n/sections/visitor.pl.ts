// The Polish texts of the house hunter's pages, typed from the English section the
// way pl.ts is typed from en.ts: a missing or an extra text fails the typecheck.
// Place names are never declined (the gazetteer gives the nominative only), so they
// follow a dash or a colon rather than "w ...".
import { REPORT_LIMITS } from '#contract/offer-reports.ts';
import { SAVED_SEARCH_LIMITS } from '#contract/saved-searches.ts';
import type { Widen } from '../dictionary.ts';
import { countPl, type PolishForms, pluralPl } from '../plural-pl.ts';
import type { visitorEn, visitorMessagesEn } from './visitor.en.ts';

const NUMBER = new Intl.NumberFormat('pl-PL');
const MILES: PolishForms = { one: 'mila', few: 'mile', many: 'mil', fraction: 'mili' };
/** After "w promieniu" the genitive: "1 mili", "2 mil", "5 mil", "2,5 mili". */
const MILES_GENITIVE: PolishForms = { one: 'mili', few: 'mil', many: 'mil', fraction: 'mili' };
const OFFERS: PolishForms = { one: 'oferta', few: 'oferty', many: 'ofert' };
const SEARCHES: PolishForms = { one: 'wyszukiwanie', few: 'wyszukiwania', many: 'wyszukiwań' };
const CHARACTERS: PolishForms = { one: 'znak', few: 'znaki', many: 'znaków' };
/** Rooms are stored as '1' to '4' or '5+': '5+ sypialni'. */
const rooms = (forms: PolishForms) => (value: string) => `${value} ${pluralPl(Number.parseInt(value, 10), forms)}`;

const results = {
  anyCategory: 'Nieruchomości',
  listingNouns: {
    sell: 'na sprzedaż',
    rent: 'do wynajęcia',
    swap: 'na zamianę',
    auction: 'na licytacji',
    'seek-property': 'poszukiwane',
  },
  inPlace: (place: string) => ` – ${place}`,
  withText: (heading: string, text: string) => `${heading}: „${text}”`,
  searchTitle: (heading: string) => `${heading} – wyszukiwanie`,
  searchFallbackTitle: 'Wyszukiwanie',
  total: (count: number, exact: boolean) => (exact ? countPl(count, OFFERS) : `${NUMBER.format(count)}+ ofert`),
  pageOf: (page: number, last: number) => ` · strona ${page} z ${last}`,
  featured: 'Oferty wyróżnione',
  resultsLabel: 'Wyniki',
  filters: 'Filtry',
  showFilters: 'Pokaż filtry',
  hideFilters: 'Ukryj filtry',
  sortBy: 'Sortuj',
  sorts: {
    newest: 'Najnowsze',
    oldest: 'Najstarsze',
    'price-asc': 'Najniższa cena',
    'price-desc': 'Najwyższa cena',
    distance: 'Najbliżej',
    relevance: 'Najtrafniejsze',
  },
  within: 'W promieniu',
  miles: (miles: number) => countPl(miles, MILES_GENITIVE),
  showAs: 'Pokaż wyniki jako',
  list: 'Lista',
  map: 'Mapa',
  breadcrumb: 'Ścieżka nawigacji',
  pagination: {
    label: 'Strony wyników',
    previous: 'Poprzednia',
    next: 'Następna',
    page: (page: number) => `Strona ${page}`,
  },
  empty: {
    noMoreTitle: 'Nie ma więcej wyników',
    noMoreText: 'Ta strona jest już za końcem listy.',
    noneTitle: 'Żadna nieruchomość nie pasuje do wyszukiwania',
    noneText: 'Spróbuj większego obszaru albo mniej filtrów: każda propozycja poniżej zmienia jedną rzecz.',
    wider: 'Szersze wyszukiwania',
    backToFirst: 'Wróć do pierwszej strony',
    reset: 'Wyczyść filtry',
  },
  relax: {
    within: (miles: number) => `Szukaj w promieniu ${countPl(miles, MILES_GENITIVE)}`,
    mapArea: 'Usuń obszar mapy',
    drawnArea: 'Usuń narysowany obszar',
    text: (text: string) => `Usuń „${text}”`,
    keywords: 'Usuń słowa kluczowe',
    price: 'Usuń przedział cen',
    area: 'Usuń powierzchnię',
    bedrooms: 'Dowolna liczba pokoi',
    bathrooms: 'Dowolna liczba łazienek',
    receptionRooms: 'Dowolna liczba salonów',
    parking: 'Dowolna liczba miejsc parkingowych',
    condition: 'Dowolny stan',
    lease: 'Dowolna długość dzierżawy',
    remove: (name: string) => `Usuń: ${name}`,
    added: 'Dodane kiedykolwiek',
    allCategories: 'Wszystkie kategorie',
  },
  placeChoices: {
    which: (name: string) => `Które miejsce o nazwie ${name}?`,
    text: 'Kilka miejscowości nosi tę nazwę. Wybierz jedną, aby zobaczyć nieruchomości w jej okolicy; poniżej są ogłoszenia, w których występują wpisane słowa.',
    notNarrowed:
      'Kilka miejscowości nosi tę nazwę. Wybierz jedną, aby zobaczyć nieruchomości w jej okolicy; poniżej są nieruchomości z dowolnego miejsca.',
  },
  unknownPlace: {
    title: (name: string) => `Nie znaleźliśmy miejsca o nazwie „${name}”`,
    text: 'Poniżej są nieruchomości z dowolnego miejsca. Wpisz w wyszukiwarce miasto, dzielnicę lub kod pocztowy i wybierz podpowiedź, aby szukać w jego okolicy.',
  },
  mapView: {
    label: 'Mapa wyników',
    failed: 'Nie udało się wczytać mapy. Lista pokazuje te same wyniki.',
    searchArea: 'Szukaj w tym obszarze',
    finding: 'Szukamy nieruchomości w tym obszarze…',
    countFailed: 'Nie udało się pokazać nieruchomości z tego obszaru. Lista pokazuje wyniki.',
    counted: (count: number) =>
      `W tym obszarze: ${countPl(count, OFFERS)}. Przesuń mapę i wybierz „Szukaj w tym obszarze”, aby je wyświetlić.`,
  },
  save: {
    button: 'Zapisz to wyszukiwanie',
    name: 'Nazwa',
    frequency: 'Wysyłaj mi nowe oferty e-mailem',
    frequencyHint: 'Możesz to zmienić albo zrezygnować w każdej chwili w Ulubionych.',
    submit: 'Zapisz wyszukiwanie',
    cancel: 'Anuluj',
    frequencies: { instant: 'Od razu', daily: 'Raz dziennie', weekly: 'Raz w tygodniu', off: 'Bez e-maili' },
  },
};

const listing = {
  price: {
    onApplication: 'Cena do uzgodnienia',
    periods: { month: ' / mies.', week: ' / tydz.', night: ' / noc' },
    budget: (amount: string) => `Budżet do ${amount}`,
  },
  noPhoto: 'Brak zdjęcia',
  featured: 'Wyróżnione',
  was: 'wcześniej ',
  isNew: 'Nowe',
  reduced: 'Obniżka',
  away: (miles: number) => `odległość: ${countPl(miles, MILES)}`,
  tags: 'Znaczniki',
  tagNames: { urgent: 'Pilne', 'super-deal': 'Super okazja', investment: 'Inwestycja' },
  marketStatus: {
    available: 'Dostępne',
    under_offer: 'Zarezerwowane',
    sold_stc: 'Sprzedane warunkowo',
    sold: 'Sprzedane',
    let_agreed: 'Najem uzgodniony',
    let: 'Wynajęte',
  },
  priceQualifiers: {
    poa: 'Cena na zapytanie',
    'guide-price': 'Cena orientacyjna',
    'fixed-price': 'Cena stała',
    'offers-in-excess-of': 'Oferty powyżej',
    'offers-in-region-of': 'Oferty w okolicach',
    'sale-by-tender': 'Sprzedaż w przetargu',
    from: 'Od',
    'shared-ownership': 'Współwłasność',
    'offers-over': 'Oferty od',
    'part-buy-part-rent': 'Część zakup, część najem',
    'shared-equity': 'Współudział w kapitale',
    'offers-invited': 'Zapraszamy do składania ofert',
    'coming-soon': 'Wkrótce w sprzedaży',
  },
  bedrooms: rooms({ one: 'sypialnia', few: 'sypialnie', many: 'sypialni' }),
  bathrooms: rooms({ one: 'łazienka', few: 'łazienki', many: 'łazienek' }),
  saveFavourite: 'Zapisz w ulubionych',
  removeFavourite: 'Usuń z ulubionych',
};

const offer = {
  backToSearch: '← Wróć do wyników',
  reducedFrom: 'z',
  keyFacts: 'Najważniejsze informacje',
  tenure: 'Forma własności',
  councilTaxBand: 'Podatek lokalny (council tax)',
  band: (band: string) => `Pasmo ${band}`,
  epcRating: 'Klasa energetyczna (EPC)',
  advertiser: 'Ogłoszeniodawca',
  profileAndAds: ': profil i wszystkie ogłoszenia',
  accountTypes: {
    private: 'Ogłoszeniodawca prywatny',
    agency: 'Biuro nieruchomości',
    developer: 'Deweloper',
    hotel: 'Hotel/B&B',
  },
  messageAdvertiser: 'Napisz do ogłoszeniodawcy',
  description: 'Opis',
  features: 'Cechy',
  location: 'Lokalizacja',
  mapOf: (place: string) => `Mapa z położeniem nieruchomości: ${place}`,
  similar: 'Podobne nieruchomości w okolicy',
  showPhone: 'Pokaż numer telefonu',
  phoneFailed: 'Nie udało się pokazać numeru. Spróbuj ponownie.',
  share: 'Udostępnij ogłoszenie',
  linkCopied: 'Skopiowano link do ogłoszenia.',
  copyToShare: (url: string) => `Skopiuj ten link, aby udostępnić ogłoszenie: ${url}`,
  gallery: {
    noPhotos: 'Brak zdjęć',
    photosOf: (title: string) => `Zdjęcia: ${title}`,
    openFullScreen: (position: number, count: number) => `Otwórz zdjęcie ${position} z ${count} na pełnym ekranie`,
    show: (position: number, count: number) => `Pokaż zdjęcie ${position} z ${count}`,
    photo: (title: string, position: number) => `${title}, zdjęcie ${position}`,
    position: (position: number, count: number) => `${position} z ${count}`,
    previous: 'Poprzednie zdjęcie',
    next: 'Następne zdjęcie',
    close: 'Zamknij zdjęcia',
  },
  floorPlans: {
    title: 'Rzuty',
    alt: (position: number, title: string) => `Rzut ${position}: ${title}`,
    opensFull: ' (otwiera obraz w pełnym rozmiarze)',
  },
  documents: {
    title: 'Broszura i wirtualny spacer',
    brochure: 'Broszura',
    tour: 'Wirtualny spacer',
    numbered: (label: string, position: number) => `${label} ${position}`,
    download: ' (PDF)',
    external: ' (otwiera inną stronę)',
  },
  energy: {
    title: 'Świadectwo charakterystyki energetycznej',
    download: 'Pobierz świadectwo (PDF)',
    open: 'Otwórz świadectwo',
  },
  auction: {
    title: 'Aukcja',
    kinds: { online_timed: 'Aukcja internetowa z terminem', modern_method: 'Nowoczesna metoda aukcji' },
    guide: 'Cena orientacyjna',
    guideRange: (low: string, high: string) => `od ${low} do ${high}`,
    startingBid: 'Cena wywoławcza',
    currentBid: 'Aktualna oferta',
    noBids: 'Brak ofert',
    bids: (count: number) => `Oferty: ${count}`,
    reserve: { none: 'Bez ceny minimalnej', not_met: 'Cena minimalna nieosiągnięta', met: 'Cena minimalna osiągnięta' },
    opens: 'Licytacja od',
    ends: 'Licytacja do',
    ended: 'Licytacja zakończona',
    endsIn: (time: string) => `Koniec za ${time}`,
    soldAt: (price: string) => `Sprzedano za ${price}`,
    unsold: 'Nie sprzedano na tej aukcji',
    fees: 'Opłaty kupującego',
    premium: (percent: string) => `Prowizja kupującego: ${percent} ceny`,
    reservationFee: (amount: string) => `Opłata rezerwacyjna: ${amount}`,
    administrationFee: (amount: string) => `Opłata administracyjna: ${amount}`,
    noFees: 'Brak',
    history: 'Oferty',
    bidder: (number: number | null) => (number === null ? 'Licytant' : `Licytant ${number}`),
    automatic: 'oferta automatyczna',
    extension: (minutes: number) =>
      `Oferta w ostatnich minutach (${minutes}) przedłuża koniec o ${minutes} min od niej.`,
    bidding: {
      signIn: 'Zaloguj się, aby licytować',
      signInWhy: 'Rejestrujesz się na tę aukcję raz, potem licytujesz z tej strony.',
      sellerSide:
        'To Twoja nieruchomość lub Twojej firmy: nie możesz jej licytować. Widzisz tu każdą ofertę na bieżąco.',
      registerTitle: 'Zarejestruj się do licytacji',
      registerIntro:
        'Podaj imię, nazwisko i adres, jak w umowie, i zaakceptuj warunki. Potem autoryzuj blokadę na karcie; po autoryzacji dostajesz numer licytanta i możesz licytować.',
      pending:
        'Twoja rejestracja czeka na autoryzację karty. Wyślij formularz ponownie, aby do niej wrócić lub użyć innej karty.',
      refused: 'Karta nie została autoryzowana. Spróbuj ponownie lub inną kartą.',
      fullName: 'Imię i nazwisko',
      address: 'Adres z kodem pocztowym',
      acceptTerms: 'Akceptuję warunki aukcji i znam jej dokumentację prawną',
      hold: (amount: string) =>
        `Blokujemy ${amount} na Twojej karcie. Blokada zostaje zwolniona po aukcji, chyba że wygrasz; zwycięzca płaci z niej opłaty należne po przybiciu.`,
      register: 'Zarejestruj się i autoryzuj kartę',
      approvedUpcoming: (number: number) =>
        `Jesteś zarejestrowany jako licytant ${number}. Możesz licytować od otwarcia licytacji.`,
      bidTitle: (number: number) => `Licytuj jako licytant ${number}`,
      leading: (max: string) => `Twoja oferta jest najwyższa. Twoje maksimum: ${max}.`,
      notLeading: 'Twoja oferta nie jest najwyższa.',
      maxLabel: 'Twoja maksymalna oferta (£)',
      maxHint: (minimum: string) =>
        `Co najmniej ${minimum}. Licytujemy za Ciebie, krok po kroku, tylko tyle, ile trzeba, do Twojego maksimum. Nikt inny go nie widzi.`,
      placeBid: 'Złóż ofertę',
    },
  },
  priceHistory: {
    title: 'Historia ceny',
    date: 'Data',
    price: 'Cena',
    change: 'Zmiana',
    added: 'Dodano',
    changed: 'Zmieniono',
    reducedBy: (amount: string) => `Obniżka o ${amount}`,
    increasedBy: (amount: string) => `Podwyżka o ${amount}`,
  },
  videos: {
    title: 'Filmy',
    labels: { video: 'Film z prezentacją', video_2: 'Drugi film', walk_video: 'Film z obchodu' },
    play: (label: string) => `Odtwórz: ${label.toLowerCase()}`,
    loadsFrom: (provider: string) => `Film zostanie wczytany z serwisu ${provider}.`,
    openOn: (provider: string) => `Otwórz w serwisie ${provider}`,
  },
  report: {
    button: 'Zgłoś ogłoszenie',
    whatIsWrong: 'Co jest nie tak z tym ogłoszeniem?',
    reasons: {
      scam: 'Wygląda na oszustwo albo wymaga zapłaty z góry',
      unavailable: 'Nieruchomość jest już niedostępna',
      wrong_details: 'Cena, zdjęcia albo szczegóły się nie zgadzają',
      duplicate: 'To kopia innego ogłoszenia',
      wrong_category: 'Jest w złej kategorii',
      offensive: 'Jest obraźliwe lub dyskryminujące',
      other: 'Coś innego',
    },
    tellMore: 'Opisz problem',
    tellMoreHint: 'Co zwróciło twoją uwagę? Nie podawaj danych konta bankowego ani karty.',
    send: 'Wyślij zgłoszenie',
    cancel: 'Anuluj',
    failed: 'Nie udało się wysłać zgłoszenia. Spróbuj ponownie.',
  },
  contact: {
    sendMessage: 'Wyślij wiadomość',
    title: (name: string) => `Wiadomość do: ${name}`,
    logInFirst: 'Zaloguj się, aby wysłać wiadomość.',
    openConversation: 'Otwórz rozmowę',
    close: 'Zamknij',
    yourMessage: 'Twoja wiadomość',
    offerAd: 'Zaproponuj jedno ze swoich ogłoszeń (opcjonalnie)',
    noAd: 'Bez ogłoszenia',
    send: 'Wyślij wiadomość',
    cancel: 'Anuluj',
    guestIntro:
      'Wyślemy ci e-mailem link do potwierdzenia adresu; wiadomość zostanie wysłana, gdy go klikniesz. Ogłoszeniodawca zobaczy twoje imię i wiadomość, a odpowie za naszym pośrednictwem.',
    yourName: 'Twoje imię',
    yourEmail: 'Twój adres e-mail',
    failed: 'Nie udało się wysłać wiadomości. Spróbuj ponownie.',
    attachNeedsScript: 'Aby dołączyć pliki do wiadomości, włącz JavaScript w przeglądarce.',
  },
  enquiryConfirm: {
    metaTitle: 'Potwierdź wiadomość',
    title: 'Twoja wiadomość',
    sending: 'Wysyłamy twoją wiadomość…',
    send: 'Wyślij moją wiadomość',
  },
};

const profile = {
  report: {
    ...offer.report,
    button: 'Zgłoś profil',
    whatIsWrong: 'Co jest nie tak z tym profilem?',
    reasons: {
      scam: offer.report.reasons.scam,
      impersonation: 'Podaje się za kogoś innego',
      offensive: 'Jest obraźliwy lub dyskryminujący',
      other: offer.report.reasons.other,
    },
  },
};

const favourites = {
  title: 'Ulubione',
  savedProperties: 'Zapisane nieruchomości',
  savedPropertiesText: 'Nieruchomości zapisane serduszkiem, od najnowszych.',
  followed: 'Obserwowani ogłoszeniodawcy',
  followedText: 'Biura nieruchomości, agenci i inni ogłoszeniodawcy, których obserwujesz.',
  followNobody: 'Nikogo jeszcze nie obserwujesz. Obserwować możesz z profilu ogłoszeniodawcy.',
  savedSearches: 'Zapisane wyszukiwania',
  savedSearchesText: (max: number) =>
    `Wysyłamy e-mailem nowe pasujące nieruchomości tak często, jak zechcesz. Najwyżej ${countPl(max, SEARCHES)}.`,
  noProperties: 'Nie masz jeszcze zapisanych nieruchomości. Kliknij serduszko przy ogłoszeniu, aby je tu zachować.',
  reducedSince: (price: string) => `Obniżka od czasu zapisania (wcześniej ${price})`,
  gone: 'Już nie ma go w serwisie: sprzedane, wynajęte albo wycofane przez ogłoszeniodawcę.',
  remove: 'Usuń',
  noSearches:
    'Nie masz jeszcze zapisanych wyszukiwań. Na dowolnej liście wyników wybierz „Zapisz to wyszukiwanie”, aby dostać e-mail, gdy pojawią się nowe pasujące nieruchomości.',
  name: 'Nazwa',
  saveName: 'Zapisz nazwę',
  cancel: 'Anuluj',
  willBeDeleted: (name: string) => `Wyszukiwanie „${name}” i jego powiadomienia e-mail zostaną usunięte.`,
  delete: 'Usuń',
  deleteTitle: 'Usunąć to zapisane wyszukiwanie?',
  lastEmail: (date: string) => `Ostatni e-mail: ${date}`,
  savedOn: (date: string) => `Zapisano: ${date}`,
  alerts: 'Powiadomienia e-mail',
  run: 'Uruchom wyszukiwanie',
  rename: 'Zmień nazwę',
};

export const visitorPl = { results, listing, offer, profile, favourites } satisfies Widen<typeof visitorEn>;

export const visitorMessagesPl = {
  savedSearch: {
    nameRequired: 'Wpisz nazwę tego wyszukiwania',
    nameTooLong: `Nazwa może mieć najwyżej ${countPl(SAVED_SEARCH_LIMITS.nameMax, CHARACTERS)}`,
    nameOneLine: 'Nazwa musi się zmieścić w jednym wierszu',
    limitReached: `Możesz zapisać najwyżej ${countPl(SAVED_SEARCH_LIMITS.perUser, SEARCHES)}. Usuń jedno, aby zapisać kolejne.`,
    saved: 'Wyszukiwanie zostało zapisane.',
    updated: 'Zapisane wyszukiwanie zostało zaktualizowane.',
    deleted: 'Zapisane wyszukiwanie zostało usunięte.',
    notFound: 'Nie znaleziono zapisanego wyszukiwania',
    placeUnknown: (name: string) =>
      `Nie znaleźliśmy miejsca o nazwie „${name}”. Wybierz miejsce z podpowiedzi, aby zapisać to wyszukiwanie.`,
    placeAmbiguous: (name: string) =>
      `Kilka miejscowości nosi nazwę „${name}”. Wybierz jedną z nich, aby zapisać to wyszukiwanie.`,
    unsubscribed: (name: string) => `Nie będziesz już dostawać powiadomień e-mail o wyszukiwaniu „${name}”.`,
    unsubscribeLinkInvalid:
      'Ten link rezygnacji jest już nieważny (każdy e-mail z powiadomieniem ma nowy). Użyj linku z najnowszego e-maila albo zmień powiadomienia w Ulubionych.',
  },
  favourite: {
    saved: 'Zapisano w ulubionych.',
    removed: 'Usunięto z ulubionych.',
    gone: 'Tego ogłoszenia nie ma już w serwisie.',
  },
  conversation: {
    sent: 'Twoja wiadomość została wysłana.',
    confirmByEmail: (email: string) =>
      `Prawie gotowe: wysłaliśmy link na adres ${email}. Wiadomość trafi do ogłoszeniodawcy, gdy go klikniesz.`,
    enquirySent: 'Dziękujemy: twój adres jest potwierdzony, a wiadomość została wysłana do ogłoszeniodawcy.',
    enquiryLinkInvalid: 'Ten link jest już nieważny. Napisz wiadomość jeszcze raz ze strony ogłoszenia.',
    blocked: 'Nie możesz wysyłać wiadomości do tego użytkownika.',
    notToYourself: 'Nie możesz wysłać wiadomości do samego siebie.',
    blockedTerm: (term: string) =>
      `Twoja wiadomość zawiera coś, na co nie pozwalamy: „${term}”. Zmień ją i wyślij ponownie.`,
    notYourOffer: 'Możesz zaproponować tylko jedno ze swoich aktywnych ogłoszeń.',
    reported: 'Dziękujemy. Nasz zespół przyjrzy się tej wiadomości.',
    userBlocked: 'Użytkownik zablokowany. Nie może już do ciebie pisać.',
    userUnblocked: 'Użytkownik odblokowany.',
  },
  report: {
    reason: 'Wybierz, co jest nie tak z ogłoszeniem',
    messageShort: `Napisz trochę więcej (co najmniej ${countPl(REPORT_LIMITS.messageMin, CHARACTERS)})`,
    messageLong: `Napisz najwyżej ${countPl(REPORT_LIMITS.messageMax, CHARACTERS)}`,
    thanks: 'Dziękujemy. Przyjrzymy się temu ogłoszeniu.',
    notFound: 'To ogłoszenie nie istnieje albo nie ma go już w serwisie',
  },
  profileReport: {
    reason: 'Wybierz, co jest nie tak z profilem',
    thanks: 'Dziękujemy. Przyjrzymy się temu profilowi.',
    notFound: 'Ten profil nie istnieje',
    notYourself: 'Nie możesz zgłosić własnego profilu',
  },
  enquiryChecks: { writeMessage: 'Napisz wiadomość', enterName: 'Podaj swoje imię' },
} satisfies Widen<typeof visitorMessagesEn>;
