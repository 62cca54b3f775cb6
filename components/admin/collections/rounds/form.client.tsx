'use client'
import { AWARD_ROUNDS } from '@/lib/admin/collections/rounds/config'
import { saveRound } from '@/lib/admin/collections/rounds/actions'
import type { RoundFormValues } from '@/lib/admin/collections/rounds/form'
import { AMOUNT_SLOTS, listedDocuments } from '@/lib/admin/collections/rounds/form-shape'
import { fileType, formatFileSize } from '@/lib/awards/downloads'
import { EditForm, type DocumentFormProps } from '@/components/admin/edit-form.client'
import { describedBy, Field } from '@/components/admin/field'

const SLOTS = Array.from({ length: AMOUNT_SLOTS }, (_, i) => i + 1)

/**
 * An award round: its name and dates (London time), amounts, who can apply, its questions and
 * answers (one rich text, a subheading per question) and its Word and PDF documents.
 */
export function RoundForm(props: DocumentFormProps<RoundFormValues>) {
  return (
    <EditForm {...props} action={saveRound} kind={AWARD_ROUNDS}>
      {({ state, idPrefix, text, rich, check }) => {
        const documents = listedDocuments(state.values.documents)
        const newId = `${idPrefix}newDocuments`
        const newHint = 'Word (.docx) or PDF, up to 10 MB each; checked by what is in the file.'
        return (
          <>
            {text('name', 'Name', 'As the page says it: “2027 round”.')}
            {text('theme', 'Theme (optional)')}
            {(['opens', 'closes'] as const).map((edge) => {
              const [verb, time] = edge === 'opens' ? ['Opens', '10:00'] : ['Closes', '12:00']
              return (
                <fieldset key={edge}>
                  <legend>{verb} (London time)</legend>
                  <div className="admin-pair">
                    {text(`${edge}Day`, `${verb} on`, undefined, 'date')}
                    {text(
                      `${edge}Time`,
                      `${verb} at`,
                      `Like ${time}; ${time} if left empty.`,
                      'time',
                    )}
                  </div>
                </fieldset>
              )
            })}
            {text('totalAwards', 'Number of awards (optional)', 'Like 18.')}
            {text('paidBy', 'Awards paid by (optional)', 'Like “31 March 2027”.')}
            <fieldset>
              <legend>Amounts</legend>
              <p className="admin-hint">
                Each kind of award with the most it can be, VAT included. Leave a row empty to leave
                it out.
              </p>
              {SLOTS.map((n) => (
                <fieldset key={n}>
                  <legend>Kind of award {n}</legend>
                  <div className="admin-pair">
                    {text(`amount${n}Name`, `Name of kind ${n}`)}
                    {text(`amount${n}Pounds`, `Up to (£), kind ${n}`)}
                  </div>
                  {text(`amount${n}Summary`, `Summary of kind ${n}`)}
                </fieldset>
              ))}
            </fieldset>
            {rich('eligibility', 'Who can apply', 'The rules, the strands, who is eligible.')}
            {rich(
              'questions',
              'Questions and answers',
              'Write each question as a subheading, with its answer below it: the page shows them in this order, each opening on its own.',
            )}
            <fieldset>
              <legend>Documents</legend>
              <input type="hidden" name="documents" value={state.values.documents} />
              {documents.length === 0 ? <p>No documents yet.</p> : null}
              <ol className="admin-documents">
                {documents.map((document, index) => (
                  <li key={document.url}>
                    <Field
                      name={`documentTitle.${index}`}
                      label={`Title of document ${index + 1} (${fileType(document.type).label}, ${formatFileSize(document.bytes)})`}
                      idPrefix={idPrefix}
                    >
                      <input
                        type="text"
                        defaultValue={document.title}
                        {...describedBy({ name: `documentTitle.${index}`, idPrefix })}
                      />
                    </Field>
                    <p>
                      <a href={document.url} target="_blank" rel="noreferrer">
                        Open {document.title} ({fileType(document.type).label})
                      </a>
                    </p>
                    {check(
                      `documentRemove.${index}`,
                      `Remove ${document.title} (${fileType(document.type).label})`,
                    )}
                  </li>
                ))}
              </ol>
              <Field
                name="newDocuments"
                label="Add documents"
                hint={newHint}
                error={state.errors.newDocuments}
                idPrefix={idPrefix}
              >
                <input
                  type="file"
                  multiple
                  accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                  {...describedBy({
                    name: 'newDocuments',
                    hint: newHint,
                    error: state.errors.newDocuments,
                    idPrefix,
                  })}
                  id={newId}
                />
              </Field>
              {text(
                'newDocumentTitle',
                'Title of the new document (optional)',
                'What the awards page’s link says, like “Application form”. Left empty, or with several files chosen, each is named from its file name; every title can be changed here after saving.',
              )}
            </fieldset>
            {check('published', 'Published: shown on the awards page')}
          </>
        )
      }}
    </EditForm>
  )
}
