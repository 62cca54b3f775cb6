// The text of the downloadable documents. The awards guidelines and form are the 2025 round's:
// their figures and rules come from that round as migration 0001 stores it
// (lib/migrations/0001-award-round-2025.json), the round the awards page shows with them, so the
// page and the documents cannot disagree. The rest is each document's own text.
import { readFileSync } from 'node:fs'
import { formatTime, londonParts } from '../../../lib/site/dates.mjs'

/**
 * The 2025 round's document, as the migration writes it.
 * @type {{ name: string, theme: string, closesAt: string, paidBy: string, totalAwards: number,
 *   amounts: { name: string, maxPounds: number, summary: string }[], eligibility: string }}
 */
const ROUND = JSON.parse(
  readFileSync(
    new URL('../../../lib/migrations/0001-award-round-2025.json', import.meta.url),
    'utf8',
  ),
)

const PROGRAMME = 'Creative Communities'
const EMAIL = process.env.NEXT_PUBLIC_CONTACT_EMAIL ?? 'hello@creativecommunities.example'
/** The programme's areas (as SITE.areas, lib/site/config.ts): the survey asks which one. */
const AREA_LIST = ['Middlesbrough', 'Redcar & Cleveland']
const AREAS = AREA_LIST.join(' and ')
/** The awards' name, as the awards page says it. */
const AWARDS_NAME = 'Creative Community Awards'

/** '2025' of '2025 round'. */
const YEAR = /^(\d{4}) round$/.exec(ROUND.name)?.[1]
if (!YEAR) throw new Error(`Expected the round's name to be '{year} round', not '${ROUND.name}'`)

/** '12 noon on Monday 24 February 2025', as the awards page writes the deadline (formatRoundMoment). */
const DEADLINE = (() => {
  const p = londonParts(ROUND.closesAt)
  return `${formatTime(ROUND.closesAt)} on ${p.weekday} ${p.day} ${p.month} ${p.year}`
})()

/** @param {string} html */
const unescapeHtml = (html) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

/** The community strands, as the round's eligibility lists them: `<li><strong>{name}</strong>: {summary}</li>`. */
const STRANDS = [
  ...(ROUND.eligibility.split('<h3>Three community strands</h3>')[1] ?? '').matchAll(
    /<li><strong>(.+?)<\/strong>: (.+?)<\/li>/g,
  ),
].map(([, name = '', summary = '']) => ({
  name: unescapeHtml(name),
  summary: unescapeHtml(summary),
}))
if (STRANDS.length !== 3) throw new Error(`Expected three strands in the round's eligibility`)

/** '£6,000' for 6000, as lib/awards/display.ts writes it. @param {number} amount */
const formatPounds = (amount) => `£${amount.toLocaleString('en-GB')}`

// The documents' own date, so regenerating them changes nothing unless their text does.
const common = { author: PROGRAMME, date: new Date('2024-11-01T09:00:00Z') }

export const guidelines = {
  ...common,
  file: 'creative-community-awards-guidelines',
  title: `${AWARDS_NAME} ${YEAR}: guidelines`,
  subject: `How to apply for a ${AWARDS_NAME.replace(/s$/, '')}`,
  footer: `${AWARDS_NAME} ${YEAR} guidelines – ${EMAIL}`,
  blocks: [
    { kind: 'title', text: `${AWARDS_NAME} ${YEAR}` },
    { kind: 'subtitle', text: 'Guidelines for applicants' },
    {
      kind: 'p',
      text: `${PROGRAMME} is a national creative engagement programme funded by Arts Council England. We put arts and culture in the hands of local people in ${AREAS}. These guidelines explain who can apply for a ${AWARDS_NAME.replace(/s$/, '')}, what we fund and how to apply. Please read them before you fill in the application form.`,
    },
    { kind: 'h2', text: `This round’s theme: ‘${ROUND.theme}’` },
    {
      kind: 'p',
      text: `We want to hear your ideas for ${ROUND.theme}: what could your street, estate, park or high street become if you imagined it together? Projects can take any creative form, from music, theatre and dance to crafts, film, food, gardening and digital art, as long as local people shape them.`,
    },
    { kind: 'h2', text: 'What you can apply for' },
    {
      kind: 'p',
      text: `There are ${ROUND.totalAwards} awards in total this round, of three kinds. Every amount includes VAT: if you are not VAT-registered, include any VAT you will be charged in your budget.`,
    },
    {
      kind: 'bullets',
      items: ROUND.amounts.map(
        (t) => `${t.name}: up to ${formatPounds(t.maxPounds)} including VAT. ${t.summary}`,
      ),
    },
    { kind: 'h2', text: 'The three community strands' },
    {
      kind: 'p',
      text: `Community-led awards are offered in three strands. Tell us on the form which strand your project is for.`,
    },
    { kind: 'bullets', items: STRANDS.map((s) => `${s.name}: ${s.summary}`) },
    { kind: 'h2', text: 'Who can apply' },
    {
      kind: 'bullets',
      items: [
        'Residents, informal groups, community organisations, charities and artists. You do not need to have applied for funding before.',
        'Each application has one lead applicant, who is responsible for the project and for the money. The lead applicant’s name must match the name on the bank account the award will be paid into.',
        `The community participants taking part in your project must live in ${AREAS}.`,
        'You may be the lead applicant on one application in this round.',
      ],
    },
    { kind: 'h2', text: 'How to apply' },
    {
      kind: 'bullets',
      items: [
        `Applications are accepted only on the official application form, sent by e-mail to ${EMAIL}. We cannot accept applications by post, on social media or in any other format.`,
        `The deadline is ${DEADLINE}. Late applications will be disregarded, so please leave time for anything going wrong with your e-mail.`,
        'You can download the form in Word or PDF from the awards page of our website. If you need it in another format, or would like help to apply, contact us well before the deadline.',
      ],
    },
    { kind: 'h2', text: 'How we decide' },
    {
      kind: 'p',
      text: 'A panel including our volunteer Cultural Collaborators, residents from across both areas, reads every application. They look for projects that respond to the theme, are led by or made with local people, and are realistic for the budget and time available.',
    },
    { kind: 'h2', text: 'If you are successful' },
    {
      kind: 'p',
      text: `We will tell you the panel’s decision by e-mail and send a short agreement to sign. Awards are paid into the lead applicant’s bank account by ${ROUND.paidBy}. We will ask you to share photos, films or stories of your project and to tell us what difference it made.`,
    },
    // The programme's funding as it stood when these documents were written: their own text, not
    // a field of the round (the site's current words are the `awards` page's, lib/pages/defaults.mjs).
    { kind: 'h2', text: 'The future of the programme' },
    {
      kind: 'p',
      text: 'Arts Council England has extended our funding to March 2026, and we have made a bid to continue the programme in 2026–29. Projects funded in this round should be complete by the end of March 2026.',
    },
    { kind: 'h2', text: 'Contact us' },
    {
      kind: 'p',
      text: `E-mail ${EMAIL} with any question, or if you would like to talk your idea through before you apply. We are happy to help.`,
    },
  ],
}

export const applicationForm = {
  ...common,
  file: 'creative-community-awards-application-form',
  title: `${AWARDS_NAME} ${YEAR}: application form`,
  subject: `Application form for the ${AWARDS_NAME}`,
  footer: `${AWARDS_NAME} ${YEAR} application form – return by e-mail to ${EMAIL}`,
  blocks: [
    { kind: 'title', text: `${AWARDS_NAME} ${YEAR}` },
    { kind: 'subtitle', text: 'Application form' },
    {
      kind: 'p',
      text: `Please read the guidelines before you start. Fill in every section and e-mail the completed form to ${EMAIL} by ${DEADLINE}. Only this form is accepted, and late applications will be disregarded.`,
    },
    { kind: 'h2', text: '1. About you' },
    {
      kind: 'field',
      label: 'Name of the lead applicant',
      hint: 'This must match the name on the bank account the award will be paid into.',
      lines: 1,
    },
    { kind: 'field', label: 'Name of your group or organisation (if any)', lines: 1 },
    { kind: 'field', label: 'Address and postcode', lines: 3 },
    { kind: 'field', label: 'Phone number', lines: 1 },
    { kind: 'field', label: 'E-mail address', lines: 1 },
    { kind: 'h2', text: '2. Your award' },
    {
      kind: 'choices',
      label: 'Which award are you applying for? (tick one)',
      options: ROUND.amounts.map((t) => `${t.name} (up to ${formatPounds(t.maxPounds)})`),
    },
    {
      kind: 'choices',
      label: 'For a community-led award, which strand? (tick one)',
      options: STRANDS.map((s) => s.name),
    },
    { kind: 'field', label: 'Amount you are applying for, including VAT (£)', lines: 1 },
    { kind: 'h2', text: '3. Your project' },
    { kind: 'field', label: 'Project title', lines: 1 },
    {
      kind: 'field',
      label: 'Describe your project',
      hint: 'What will happen, and what will people make, see or do? Up to 500 words.',
      lines: 10,
    },
    {
      kind: 'field',
      label: `How does your project respond to the theme ‘${ROUND.theme}’?`,
      hint: 'Up to 250 words.',
      lines: 6,
    },
    {
      kind: 'field',
      label: 'Who will take part, and where do they live?',
      hint: `Community participants must live in ${AREAS}. Tell us roughly how many people, and in which neighbourhoods.`,
      lines: 5,
    },
    {
      kind: 'field',
      label: 'When and where will your project happen?',
      // As the guidelines say it: the documents' own text.
      hint: 'Projects should be complete by the end of March 2026.',
      lines: 4,
    },
    {
      kind: 'field',
      label: 'How will you make your project safe, welcoming and accessible?',
      hint: 'Include who will lead on safeguarding and any access needs you will meet.',
      lines: 5,
    },
    { kind: 'h2', text: '4. Your budget' },
    {
      kind: 'field',
      label: 'Budget breakdown',
      hint: 'List each cost (for example artist fees, materials, venue hire, refreshments, access costs) and the total. All figures including VAT.',
      lines: 8,
    },
    { kind: 'field', label: 'Any other funding or in-kind support', lines: 3 },
    { kind: 'h2', text: '5. Payment details' },
    {
      kind: 'field',
      label: 'Name on the bank account',
      hint: 'The lead applicant’s name. We will ask for the account number and sort code only if your application is successful.',
      lines: 1,
    },
    { kind: 'h2', text: '6. Declaration' },
    {
      kind: 'p',
      text: `I confirm that the information on this form is true, that the community participants live in ${AREAS}, and that I will use the award only for the project described.`,
    },
    { kind: 'field', label: 'Signature of the lead applicant (a typed name is fine)', lines: 1 },
    { kind: 'field', label: 'Date', lines: 1 },
  ],
}

export const survey = {
  ...common,
  file: 'creative-communities-survey',
  title: `${PROGRAMME} community survey`,
  subject: 'Tell us what creative activity you want to see where you live',
  footer: `${PROGRAMME} community survey – Freepost CREATIVE COMMUNITIES`,
  blocks: [
    { kind: 'title', text: `${PROGRAMME} community survey` },
    {
      kind: 'subtitle',
      text: 'About ten minutes. Every answer helps us plan next year’s programme.',
    },
    {
      kind: 'p',
      text: 'Fill in as much as you like and post the form back to us, free of charge, at Freepost CREATIVE COMMUNITIES. No stamp is needed. Everyone who completes the survey can enter a prize draw for a £50 voucher to spend in a local independent shop.',
    },
    { kind: 'h2', text: 'About where you live' },
    { kind: 'choices', label: 'Where do you live?', options: [...AREA_LIST, 'Somewhere else'] },
    { kind: 'field', label: 'Your postcode (first half only, for example TS6)', lines: 1 },
    { kind: 'h2', text: 'What you enjoy' },
    {
      kind: 'choices',
      label: 'Which of these have you been to in the last year? (tick all that apply)',
      options: [
        'Live music',
        'Theatre or dance',
        'A festival or parade',
        'A craft or making workshop',
        'A film screening',
        'An exhibition',
      ],
    },
    {
      kind: 'field',
      label: 'What creative activity would you like to see where you live?',
      lines: 5,
    },
    {
      kind: 'field',
      label: 'What stops you from going to things now?',
      hint: 'For example cost, transport, times, childcare or not knowing what is on.',
      lines: 4,
    },
    { kind: 'h2', text: 'Prize draw (optional)' },
    { kind: 'field', label: 'Your name and a phone number or e-mail address', lines: 2 },
    {
      kind: 'note',
      text: 'We use your contact details only for the prize draw and delete them afterwards.',
    },
  ],
}

export const muralExpressionOfInterest = {
  ...common,
  file: 'south-bank-mural-expression-of-interest',
  title: 'South Bank mural commission: expression of interest',
  subject: 'Expression of interest form for artists',
  footer: `South Bank mural commission – return by e-mail to ${EMAIL}`,
  blocks: [
    { kind: 'title', text: 'South Bank mural commission' },
    { kind: 'subtitle', text: 'Expression of interest' },
    {
      kind: 'p',
      text: 'We are looking for a visual artist or collective to work with residents of South Bank on the design of a large outdoor mural, and to lead a public painting weekend. The fee is £6,000 including materials, plus a separate access budget, for around 20 days of work over three months.',
    },
    { kind: 'h2', text: 'About you' },
    { kind: 'field', label: 'Name of the artist or collective', lines: 1 },
    { kind: 'field', label: 'E-mail address and phone number', lines: 2 },
    { kind: 'field', label: 'Website or links to your work', lines: 2 },
    { kind: 'h2', text: 'Your practice' },
    {
      kind: 'field',
      label: 'Tell us about your practice and your experience of public art',
      hint: 'Up to 300 words.',
      lines: 8,
    },
    { kind: 'h2', text: 'Working with residents' },
    {
      kind: 'field',
      label: 'How would you work with South Bank residents to design the mural together?',
      hint: 'Up to 300 words.',
      lines: 8,
    },
    {
      kind: 'field',
      label: 'Any access needs we should know about to support you',
      lines: 3,
    },
    {
      kind: 'p',
      text: `E-mail the completed form, with up to five images of your work, to ${EMAIL}. If you would like an informal chat first, contact us.`,
    },
  ],
}

/** Each document and the formats it is published in. */
export const DOCUMENTS = [
  { doc: guidelines, formats: ['pdf', 'docx'] },
  { doc: applicationForm, formats: ['pdf', 'docx'] },
  { doc: survey, formats: ['pdf'] },
  { doc: muralExpressionOfInterest, formats: ['docx'] },
]
