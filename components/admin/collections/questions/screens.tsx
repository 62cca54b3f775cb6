import Link from 'next/link'
import { QUESTIONS } from '@/lib/admin/collections/questions/config'
import { QuestionForm } from '@/components/admin/collections/questions/form.client'
import { renameCategory } from '@/lib/admin/collections/questions/actions'
import { questionFormValues } from '@/lib/admin/collections/questions/form'
import {
  listQuestionCategories,
  listQuestions,
  type ListedQuestion,
} from '@/lib/admin/collections/questions/reads'
import { questionsPath } from '@/lib/site/routes'
import { formScreens } from '@/components/admin/collections/form-screens'
import type { CollectionScreens } from '@/components/admin/collections/screens'

function RenameForm({ category, index }: { category: string; index: number }) {
  const id = `rename-${index}`
  return (
    <form action={renameCategory} className="admin-search">
      <input type="hidden" name="from" value={category} />
      <label htmlFor={id}>Rename “{category}” on all its questions</label>
      <input id={id} name="to" type="text" defaultValue={category} required />
      <button className="button button--ghost admin-button" type="submit">
        Rename<span className="visually-hidden"> “{category}”</span>
      </button>
    </form>
  )
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export const questionScreens: CollectionScreens = {
  listNote: 'The questions and answers on the Resources page, by category.',
  untitled: 'A question without words',
  List: async ({ searchParams }) => {
    const [questions, params] = await Promise.all([listQuestions(), searchParams])
    const byCategory = new Map<string, ListedQuestion[]>()
    for (const question of questions) {
      byCategory.set(question.category, [...(byCategory.get(question.category) ?? []), question])
    }
    return (
      <>
        {params.renamed ? (
          <p className="admin-saved" role="status">
            Renamed to “{text(params.renamed)}” on {text(params.count)}{' '}
            {params.count === '1' ? 'question' : 'questions'}. The public pages show it now.
          </p>
        ) : null}
        {params.renameError ? (
          <p className="admin-alert" role="alert">
            “{text(params.from)}” was not renamed: {text(params.renameError)}
          </p>
        ) : null}
        {[...byCategory].map(([category, list], index) => (
          <section key={category} className="admin-section" aria-labelledby={`category-${index}`}>
            <h2 id={`category-${index}`}>{category || '(no category)'}</h2>
            <ul>
              {list.map((question) => (
                <li key={question.id}>
                  <Link href={`${QUESTIONS.basePath}/${encodeURIComponent(question.id)}`}>
                    {question.question}
                  </Link>
                </li>
              ))}
            </ul>
            {category ? <RenameForm category={category} index={index} /> : null}
          </section>
        ))}
      </>
    )
  },
  ...formScreens({
    Form: QuestionForm,
    kind: QUESTIONS,
    values: questionFormValues,
    describe: ({ values }) => ({
      title: values.question,
      published: true,
      publicPath: values.category ? questionsPath(values.category) : null,
    }),
    extra: async () => ({ categories: await listQuestionCategories() }),
  }),
}
