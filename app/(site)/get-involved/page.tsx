import type { Metadata } from 'next'
import { mailto } from '@/lib/site/config'
import { pageAlternates } from '@/lib/site/metadata'

export const metadata: Metadata = {
  title: 'Get Involved',
  description:
    'Become a Cultural Collaborator: a volunteer role shaping arts and culture in Middlesbrough and Redcar & Cleveland. Expenses are reimbursed.',
  alternates: pageAlternates('/get-involved'),
}

export default function GetInvolvedPage() {
  const apply = mailto(
    'Cultural Collaborator application',
    'A few sentences about me and why I would like to be a Cultural Collaborator:\n\n\nMy name:\nMy phone number:\nMy e-mail address:\n',
  )
  return (
    <div className="page page--narrow">
      <h1>Get Involved</h1>
      <p className="lede">
        We are looking for Cultural Collaborators: local people who help decide what art happens
        where they live.
      </p>
      <h2>What Cultural Collaborators do</h2>
      <p>
        Cultural Collaborators meet with artists and community groups, help choose which projects
        receive awards, come along to events and tell us what their neighbours think. No experience
        of the arts is needed, just curiosity and a love of where you live.
      </p>
      <h2>What it involves</h2>
      <ul>
        <li>These are volunteer roles: you give the time you can.</li>
        <li>Expenses are reimbursed, including travel and childcare.</li>
        <li>You must live in Middlesbrough or Redcar &amp; Cleveland.</li>
      </ul>
      <h2>How to apply</h2>
      <p>
        E-mail us with a few sentences about yourself and why you would like to take part, along
        with your contact details.
      </p>
      <p>
        <a className="button" href={apply}>
          Apply by e-mail
        </a>
      </p>
    </div>
  )
}
