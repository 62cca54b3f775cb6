// The 2025 round's questions and answers, as the programme wrote them: the demo's round
// document (scripts/dev/award-round.mjs) is made from them. Since rounds are content, the
// awards page reads each round's questions from its document. Plain JavaScript so the seed
// script can import it.
import { AWARDS, formatPounds } from './facts.mjs'

/**
 * One question: plain-text paragraphs, and an optional link to follow.
 * @typedef {{ id: string, question: string, answer: string[], link?: { href: string, label: string } }} AwardsQuestion
 */

const AREAS = AWARDS.areas.join(' or ')
// Only the first letter: the rest holds place names, which keep their capitals.
/** @param {string} text */
const lowerFirst = (text) => text.replace(/^./, (c) => c.toLowerCase())
/** @param {string} id */
const max = (id) => formatPounds(AWARDS.types.find((type) => type.id === id)?.maxPounds ?? 0)

/**
 * The 2025 round's questions and answers, in reading order.
 * @type {readonly AwardsQuestion[]}
 */
export const AWARDS_QUESTIONS = [
  {
    id: 'what-are-the-awards',
    question: 'What are the Creative Community Awards?',
    answer: [
      `Funding for creative projects made with and by local people in ${AWARDS.areas.join(' and ')}. This round there are ${AWARDS.totalAwards} awards in total: community-led, artist-led and legacy awards.`,
    ],
  },
  {
    id: 'what-is-the-theme',
    question: 'What is this round’s theme?',
    answer: [
      `‘${AWARDS.theme}’. We want ideas that imagine, together, what your street, estate, park or high street could become. Any art form is welcome, from music and theatre to crafts, food, film and gardening.`,
    ],
  },
  {
    id: 'how-much',
    question: 'How much can I apply for?',
    answer: [
      `Community-led awards are up to ${max('community-led')}, artist-led awards up to ${max('artist-led')} and legacy awards up to ${max('legacy')}. Smaller requests are just as welcome.`,
    ],
  },
  {
    id: 'vat',
    question: 'Do the amounts include VAT?',
    answer: [
      'Yes, every amount includes VAT. If you are not VAT-registered, include any VAT you will be charged in your budget.',
    ],
  },
  {
    id: 'strands',
    question: 'What are the three community strands?',
    answer: [
      `Community-led awards are offered in three strands: ${AWARDS.strands.map((s) => `${s.name} (${lowerFirst(s.summary.replace(/\.$/, ''))})`).join('; ')}. Tell us on the form which strand you are applying to.`,
    ],
  },
  {
    id: 'legacy',
    question: 'What is a legacy award?',
    answer: [
      `A legacy award of up to ${max('legacy')} helps a project we have supported before to keep going, grow, and leave something lasting in its community.`,
    ],
  },
  {
    id: 'who-can-apply',
    question: 'Who can apply?',
    answer: [
      'Residents, informal groups, community organisations, charities and artists. You do not need to have applied for funding before, and you do not need to call yourself an artist.',
    ],
  },
  {
    id: 'where-participants-live',
    question: 'Do the people taking part have to live locally?',
    answer: [
      `Yes. The community participants in your project must live in ${AREAS}. Artists you work with can come from further afield.`,
    ],
  },
  {
    id: 'lead-applicant',
    question: 'Why do you ask for one lead applicant?',
    answer: [
      'Each application has one lead applicant, who is responsible for the project and the money. The lead applicant’s name must match the name on the bank account the award is paid into.',
      'If your group does not have a bank account, talk to us and we will help you find a partner who can hold the money.',
    ],
    link: { href: '/contact', label: 'Contact us' },
  },
  {
    id: 'how-to-apply',
    question: 'How do I apply?',
    answer: [
      'Download the official application form below, in Word or PDF, fill it in and e-mail it to us. Applications are accepted only on the official form, by e-mail.',
    ],
  },
  {
    id: 'other-formats',
    question: 'Can I apply by post, video or on a different form?',
    answer: [
      'No: we can only accept the official form, sent by e-mail. If you need the form in another format, or help to fill it in, contact us well before the deadline and we will support you.',
    ],
    link: { href: '/contact', label: 'Ask for help to apply' },
  },
  {
    id: 'deadline',
    question: 'What is the deadline?',
    answer: [
      `${AWARDS.deadlineText.replace(/^./, (c) => c.toUpperCase())}. Late applications will be disregarded, so leave time for anything going wrong with your e-mail.`,
    ],
  },
  {
    id: 'how-we-decide',
    question: 'Who decides which projects are funded?',
    answer: [
      'A panel including our volunteer Cultural Collaborators, residents from across both areas, reads every application. They look for projects that respond to the theme, are led by or made with local people, and are realistic for the budget.',
    ],
    link: { href: '/get-involved', label: 'Become a Cultural Collaborator' },
  },
  {
    id: 'when-paid',
    question: 'When will the award be paid?',
    answer: [
      `Successful applicants sign a short agreement, and awards are paid into the lead applicant’s bank account by ${AWARDS.paidBy}.`,
    ],
  },
  {
    id: 'future',
    question: 'What happens after this round?',
    answer: [
      `Arts Council England has extended our funding to ${AWARDS.fundingExtendedTo}, so projects from this round should be complete by then. We have made a bid to continue the programme in ${AWARDS.nextBidPeriod}, and we will share news of future rounds on our website.`,
    ],
    link: { href: '/updates', label: 'Read our news' },
  },
]

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * A question's answer as the HTML a round document stores: its paragraphs, then its link.
 * @param {AwardsQuestion} item
 * @returns {string}
 */
export function answerHtml(item) {
  const paragraphs = item.answer.map((p) => `<p>${escapeHtml(p)}</p>`)
  const link = item.link
    ? [`<p><a href="${escapeHtml(item.link.href)}">${escapeHtml(item.link.label)}</a></p>`]
    : []
  return [...paragraphs, ...link].join('')
}
