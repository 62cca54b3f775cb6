// The 2025 round of the Creative Community Awards as an `awardRounds` document: the figures of
// lib/awards/facts.mjs, the questions of lib/awards/faq.mjs, and the Word and PDF documents that
// scripts/assets/make-downloads.mjs writes into public/downloads/. The demo copies them into its
// upload store, so they are served as an editor's uploads are; the e2e fixtures use them as they are.
import { randomUUID } from 'node:crypto'
import { copyFileSync, mkdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { AWARDS } from '../../lib/awards/facts.mjs'
import { answerHtml, AWARDS_QUESTIONS } from '../../lib/awards/faq.mjs'

// The repository's root: the seed, the demo, jest and Playwright all run from it (Playwright
// compiles fixtures to CommonJS, where import.meta is not allowed).
const ROOT = process.cwd()

const DOCUMENTS = [
  ['Guidelines', 'creative-community-awards-guidelines', 'docx'],
  ['Guidelines', 'creative-community-awards-guidelines', 'pdf'],
  ['Application form', 'creative-community-awards-application-form', 'docx'],
  ['Application form', 'creative-community-awards-application-form', 'pdf'],
]

const AREAS = AWARDS.areas.join(' and ')

const ELIGIBILITY = [
  '<ul>',
  '<li>Residents, informal groups, community organisations, charities and artists. You do not need to have applied for funding before.</li>',
  '<li>Each application has <strong>one lead applicant</strong>, whose name must match the name on the bank account the award is paid into.</li>',
  `<li>The community participants taking part in your project must <strong>live in ${AREAS.replace('&', '&amp;')}</strong>.</li>`,
  '</ul>',
  '<h3>Three community strands</h3>',
  '<p>Community-led awards are offered in three strands. Tell us which one is yours.</p>',
  '<ul>',
  ...AWARDS.strands.map(
    (strand) =>
      `<li><strong>${strand.name.replace('&', '&amp;')}</strong>: ${strand.summary.replace('&', '&amp;')}</li>`,
  ),
  '</ul>',
].join('')

/** The fields of the 2025 round's document (Dates, which firebase-admin stores as Timestamps). */
export function awardRound2025() {
  return {
    name: `${AWARDS.round} round`,
    theme: AWARDS.theme,
    opensAt: new Date(AWARDS.opensIso),
    closesAt: new Date(AWARDS.deadlineIso),
    paidBy: AWARDS.paidBy,
    totalAwards: AWARDS.totalAwards,
    amounts: AWARDS.types.map((type) => ({
      name: type.name,
      maxPounds: type.maxPounds,
      summary: type.summary,
    })),
    eligibility: ELIGIBILITY,
    questions: AWARDS_QUESTIONS.map((item) => ({
      question: item.question,
      answer: answerHtml(item),
    })),
    documents: DOCUMENTS.map(([title, stem, type]) => {
      const url = `/downloads/${stem}.${type}`
      return { title, url, type, bytes: statSync(join(ROOT, 'public', url)).size }
    }),
    published: true,
  }
}

/**
 * The round with its documents copied into a local upload store (LOCAL_UPLOADS_DIR) under the
 * names an editor's upload gets (`{uuid}--{name}`), so the demo serves them as uploads.
 */
export function withUploadedDocuments(round, uploadsDir) {
  mkdirSync(uploadsDir, { recursive: true })
  return {
    ...round,
    documents: round.documents.map((document) => {
      const file = `${randomUUID()}--${document.url.slice('/downloads/'.length)}`
      copyFileSync(join(ROOT, 'public', document.url), join(uploadsDir, file))
      return { ...document, url: `/uploads/${file}` }
    }),
  }
}
