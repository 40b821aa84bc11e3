// The English texts of the pages a house hunter uses: the result lists (search and
// landing pages), the cards, an ad's page with its contact form, and the favourites.
// Kept apart from en.ts so these pages' texts live together; en.ts spreads them in.
// Where the contract already words a label (sorts, tags, market states) the English
// text is the contract's own, so the two cannot drift apart.
import { FAVOURITE_MESSAGES } from '#app/components/favourites/favourite-messages.ts';
import { ACCOUNT_TYPE_NAMES } from '#app/lib/advertisers.ts';
import { CONVERSATION_MESSAGES } from '#contract/conversations.ts';
import { PRICE_WORDS_EN } from '#contract/format.ts';
import { LISTING_TYPE_NOUNS, OFFER_TAG_LABELS } from '#contract/listing-types.ts';
import { MARKET_STATUS_LABELS } from '#contract/market-status.ts';
import { REPORT_MESSAGES, REPORT_REASON_LABELS } from '#contract/offer-reports.ts';
import { plural } from '#contract/plural.ts';
import { PRICE_QUALIFIER_LABELS } from '#contract/price-facts.ts';
import { PROFILE_REPORT_MESSAGES, PROFILE_REPORT_REASON_LABELS } from '#contract/profile-reports.ts';
import { ALERT_FREQUENCY_LABELS, SAVED_SEARCH_MESSAGES } from '#contract/saved-searches.ts';
import { SORT_LABELS } from '#contract/search.ts';

const NUMBER = new Intl.NumberFormat('en-GB');
const rooms = (singular: string) => (value: string) => `${value} ${value === '1' ? singular : `${singular}s`}`;

const results = {
  anyCategory: 'Properties',
  listingNouns: LISTING_TYPE_NOUNS,
  inPlace: (place: string) => ` in ${place}`,
  withText: (heading: string, text: string) => `${heading}: “${text}”`,
  searchTitle: (heading: string) => `${heading} – search`,
  searchFallbackTitle: 'Search',
  total: (count: number, exact: boolean) =>
    exact ? plural(count, 'property', 'properties') : `${NUMBER.format(count)}+ properties`,
  pageOf: (page: number, last: number) => ` · page ${page} of ${last}`,
  featured: 'Featured properties',
  resultsLabel: 'Results',
  filters: 'Filters',
  showFilters: 'Show filters',
  hideFilters: 'Hide filters',
  sortBy: 'Sort by',
  sorts: SORT_LABELS,
  within: 'Within',
  miles: (miles: number) => plural(miles, 'mile'),
  showAs: 'Show results as',
  list: 'List',
  map: 'Map',
  breadcrumb: 'Breadcrumb',
  pagination: {
    label: 'Pages of results',
    previous: 'Previous',
    next: 'Next',
    page: (page: number) => `Page ${page}`,
  },
  empty: {
    noMoreTitle: 'There are no more results',
    noMoreText: 'This page is past the end of the list.',
    noneTitle: 'No properties match your search',
    noneText: 'Try a wider area or fewer filters: each suggestion below changes one thing.',
    wider: 'Wider searches',
    backToFirst: 'Back to the first page',
    reset: 'Reset filters',
  },
  /** The suggestions of an empty list, each one filter fewer. */
  relax: {
    within: (miles: number) => `Search within ${plural(miles, 'mile')}`,
    mapArea: 'Remove the map area',
    drawnArea: 'Remove the drawn area',
    text: (text: string) => `Remove “${text}”`,
    keywords: 'Remove the keywords',
    price: 'Remove the price range',
    area: 'Remove the floor area',
    bedrooms: 'Any number of rooms',
    bathrooms: 'Any number of bathrooms',
    receptionRooms: 'Any number of reception rooms',
    parking: 'Any number of parking spaces',
    condition: 'Any condition',
    lease: 'Any length of lease',
    remove: (name: string) => `Remove ${name}`,
    added: 'Added at any time',
    allCategories: 'All categories',
  },
  placeChoices: {
    which: (name: string) => `Which ${name}?`,
    text: 'Several places have this name. Choose one to see the property around it; below are the ads that mention the words.',
    notNarrowed:
      'Several places have this name. Choose one to see the property around it; below are properties from anywhere.',
  },
  unknownPlace: {
    title: (name: string) => `We could not find a place called “${name}”`,
    text: 'The properties below are from anywhere. Type a town, district or postcode in the search and pick a suggestion to search around it.',
  },
  mapView: {
    label: 'Map of results',
    failed: 'The map could not be loaded. The list view shows the same results.',
    searchArea: 'Search this area',
    finding: 'Finding the properties in this area…',
    countFailed: 'The properties in this area could not be shown. The list view shows the results.',
    counted: (count: number) =>
      `${plural(count, 'property', 'properties')} in this area. Move the map and search this area to list them.`,
  },
  save: {
    button: 'Save this search',
    name: 'Name',
    frequency: 'E-mail me new properties',
    frequencyHint: 'You can change this or unsubscribe at any time under Favourites.',
    submit: 'Save search',
    cancel: 'Cancel',
    frequencies: ALERT_FREQUENCY_LABELS,
  },
};

/** What a card and an ad's page both show. */
const listing = {
  price: PRICE_WORDS_EN,
  noPhoto: 'No photo',
  featured: 'Featured',
  was: 'was ',
  isNew: 'New',
  reduced: 'Reduced',
  away: (miles: number) => `${plural(miles, 'mile')} away`,
  tags: 'Tags',
  tagNames: OFFER_TAG_LABELS,
  marketStatus: MARKET_STATUS_LABELS,
  priceQualifiers: PRICE_QUALIFIER_LABELS,
  bedrooms: rooms('bedroom'),
  bathrooms: rooms('bathroom'),
  saveFavourite: 'Save to favourites',
  removeFavourite: 'Remove from favourites',
};

const offer = {
  backToSearch: '← Back to search',
  reducedFrom: 'from',
  keyFacts: 'Key facts',
  tenure: 'Tenure',
  councilTaxBand: 'Council tax',
  band: (band: string) => `Band ${band}`,
  epcRating: 'EPC rating',
  advertiser: 'Advertiser',
  profileAndAds: ': profile and all ads',
  accountTypes: ACCOUNT_TYPE_NAMES,
  messageAdvertiser: 'Message the advertiser',
  description: 'Description',
  features: 'Features',
  location: 'Location',
  mapOf: (place: string) => `Map of where the property is: ${place}`,
  similar: 'Similar properties nearby',
  showPhone: 'Show phone number',
  phoneFailed: 'The number could not be shown. Please try again.',
  share: 'Share this ad',
  linkCopied: 'The link to this ad is copied.',
  copyToShare: (url: string) => `Copy this link to share the ad: ${url}`,
  gallery: {
    noPhotos: 'No photos',
    photosOf: (title: string) => `Photos of ${title}`,
    openFullScreen: (position: number, count: number) => `Open photo ${position} of ${count} full screen`,
    show: (position: number, count: number) => `Show photo ${position} of ${count}`,
    photo: (title: string, position: number) => `${title}, photo ${position}`,
    position: (position: number, count: number) => `${position} of ${count}`,
    previous: 'Previous photo',
    next: 'Next photo',
    close: 'Close photos',
  },
  floorPlans: {
    title: 'Floor plans',
    alt: (position: number, title: string) => `Floor plan ${position} of ${title}`,
    opensFull: ' (opens the full-size image)',
  },
  documents: {
    title: 'Brochure and virtual tour',
    brochure: 'Brochure',
    tour: 'Virtual tour',
    numbered: (label: string, position: number) => `${label} ${position}`,
    download: ' (PDF)',
    external: ' (opens another site)',
  },
  energy: {
    title: 'Energy performance certificate',
    download: 'Download the certificate (PDF)',
    open: 'Open the certificate',
  },
  auction: {
    title: 'Auction',
    kinds: { online_timed: 'Online timed auction', modern_method: 'Modern method of auction' },
    guide: 'Guide price',
    guideRange: (low: string, high: string) => `${low} to ${high}`,
    startingBid: 'Starting bid',
    currentBid: 'Current bid',
    noBids: 'No bids yet',
    bids: (count: number) => plural(count, 'bid'),
    reserve: { none: 'No reserve', not_met: 'Reserve not yet met', met: 'Reserve met' },
    opens: 'Bidding opens',
    ends: 'Bidding ends',
    ended: 'Bidding ended',
    endsIn: (time: string) => `Ends in ${time}`,
    soldAt: (price: string) => `Sold at ${price}`,
    unsold: 'Not sold at this auction',
    fees: "Buyer's fees",
    premium: (percent: string) => `Buyer's premium: ${percent} of the price`,
    reservationFee: (amount: string) => `Reservation fee: ${amount}`,
    administrationFee: (amount: string) => `Administration fee: ${amount}`,
    noFees: 'None',
    history: 'Bids',
    bidder: (number: number | null) => (number === null ? 'A bidder' : `Bidder ${number}`),
    automatic: 'automatic bid',
    extension: (minutes: number) =>
      `A bid in the last ${plural(minutes, 'minute')} extends the end to ${plural(minutes, 'minute')} after it.`,
    bidding: {
      signIn: 'Sign in to bid',
      signInWhy: 'You register for this auction once, then bid from this page.',
      sellerSide: 'This is your lot, or your company’s: you cannot bid on it. You see every bid here as it comes in.',
      registerTitle: 'Register to bid',
      registerIntro:
        'Give your name and address as they will appear on the contract, and accept the terms. Then authorise a hold on your card; once it is authorised you get a bidder number and can bid.',
      pending:
        'Your registration is waiting for the card authorisation. Send the form again to go back to it, or to use another card.',
      refused: 'Your card was not authorised. Try again, or with another card.',
      fullName: 'Full name',
      address: 'Address, with postcode',
      acceptTerms: 'I accept the auction terms and have read the legal pack',
      hold: (amount: string) =>
        `We hold ${amount} on your card. It is released after the auction unless you win; a winner pays the fees due on the fall of the hammer from it.`,
      register: 'Register and authorise card',
      approvedUpcoming: (number: number) => `You are registered as bidder ${number}. You can bid once bidding opens.`,
      bidTitle: (number: number) => `Bid as bidder ${number}`,
      leading: (max: string) => `You are the highest bidder. Your maximum: ${max}.`,
      notLeading: 'You are not the highest bidder.',
      maxLabel: 'Your maximum bid (£)',
      maxHint: (minimum: string) =>
        `At least ${minimum}. We bid for you, one step at a time, only as far as needed to keep you ahead, up to your maximum. Nobody else sees it.`,
      placeBid: 'Place bid',
    },
  },
  priceHistory: {
    title: 'Price history',
    date: 'Date',
    price: 'Price',
    change: 'Change',
    added: 'Added',
    changed: 'Changed',
    reducedBy: (amount: string) => `Reduced by ${amount}`,
    increasedBy: (amount: string) => `Increased by ${amount}`,
  },
  videos: {
    title: 'Videos',
    labels: { video: 'Video tour', video_2: 'Second video', walk_video: 'Walk-through video' },
    play: (label: string) => `Play the ${label.toLowerCase()}`,
    loadsFrom: (provider: string) => `This loads the video from ${provider}.`,
    openOn: (provider: string) => `Open it on ${provider}`,
  },
  report: {
    button: 'Report this ad',
    whatIsWrong: 'What is wrong with it?',
    reasons: REPORT_REASON_LABELS,
    tellMore: 'Tell us more',
    tellMoreHint: 'What did you notice? Please do not include your bank or card details.',
    send: 'Send report',
    cancel: 'Cancel',
    failed: 'Your report could not be sent. Please try again.',
  },
  contact: {
    sendMessage: 'Send a message',
    title: (name: string) => `Message ${name}`,
    logInFirst: 'Log in to send a message.',
    openConversation: 'Open the conversation',
    close: 'Close',
    yourMessage: 'Your message',
    offerAd: 'Offer one of your ads (optional)',
    noAd: 'No ad',
    send: 'Send message',
    cancel: 'Cancel',
    guestIntro:
      'We e-mail you a link to confirm your address; your message is sent when you click it. The advertiser sees your name and message, and answers through us.',
    yourName: 'Your name',
    yourEmail: 'Your e-mail address',
    failed: 'Your message could not be sent. Please try again.',
    attachNeedsScript: 'To attach files to your message, turn on JavaScript in your browser.',
  },
  enquiryConfirm: {
    metaTitle: 'Confirm your message',
    title: 'Your message',
    sending: 'Sending your message…',
    send: 'Send my message',
  },
};

/** An advertiser's public profile: its report form words as the ad's, but for its button and reasons. */
const profile = {
  report: { ...offer.report, button: 'Report this profile', reasons: PROFILE_REPORT_REASON_LABELS },
};

const favourites = {
  title: 'Favorites',
  savedProperties: 'Saved properties',
  savedPropertiesText: 'Properties you saved with the heart, newest first.',
  followed: 'Followed advertisers',
  followedText: 'Agencies, agents and other advertisers you follow.',
  followNobody: 'You follow nobody yet. Use Follow on an advertiser’s profile.',
  savedSearches: 'Saved searches',
  savedSearchesText: (max: number) =>
    `We e-mail you new properties that match, as often as you choose. Up to ${max} searches.`,
  noProperties: 'No saved properties yet. Tap the heart on any property to keep it here.',
  reducedSince: (price: string) => `Reduced since you saved it (was ${price})`,
  gone: 'No longer on the site: sold, let or taken off by the advertiser.',
  remove: 'Remove',
  noSearches:
    'No saved searches yet. On any list of results, choose “Save this search” to get an e-mail when new properties match.',
  name: 'Name',
  saveName: 'Save name',
  cancel: 'Cancel',
  willBeDeleted: (name: string) => `“${name}” and its e-mail alerts will be deleted.`,
  delete: 'Delete',
  deleteTitle: 'Delete this saved search?',
  lastEmail: (date: string) => `Last e-mail ${date}`,
  savedOn: (date: string) => `Saved ${date}`,
  alerts: 'E-mail alerts',
  run: 'Run search',
  rename: 'Rename',
};

/** The pages' own texts, spread into the dictionary beside the shell's. */
export const visitorEn = { results, listing, offer, profile, favourites };

/**
 * The contract's messages these pages show (toasts, form checks), spread into the
 * dictionary's `messages` so translateMessage finds them. `enquiryChecks` are the
 * contact form's checks, worded inline in its schema.
 */
export const visitorMessagesEn = {
  savedSearch: SAVED_SEARCH_MESSAGES,
  favourite: FAVOURITE_MESSAGES,
  conversation: CONVERSATION_MESSAGES,
  report: REPORT_MESSAGES,
  profileReport: PROFILE_REPORT_MESSAGES,
  enquiryChecks: { writeMessage: 'Write a message', enterName: 'Enter your name' },
};
