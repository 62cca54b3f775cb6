// @ts-check
// .mjs: the demo seed script (run by Node directly) imports it, to seed these pages.
// The text of every page as it was written in code before it became content: what a page
// shows while its `pages` document is missing or invalid (a new project, a build before the
// seed), and what the demo seeds, so a seeded site looks as it did. The documents as stored:
// the HTML is already what the sanitiser makes of it (lib/pages/pages.test.ts checks each
// page against its schema).

const NAME = 'Creative Communities'

/** @param {string} file */
const logo = (file) => `/images/partners/${file}.svg`

const CONSORTIUM = [
  {
    name: 'Riverside Makers Collective',
    description:
      'A Middlesbrough artists’ collective running open workshops in metal, wood and print. The programme’s lead partner.',
    logo: logo('riverside-makers-collective'),
    website: '',
  },
  {
    name: 'Eston Hills Community Trust',
    description:
      'A resident-led trust looking after community buildings and green spaces in Eston, Normanby and Grangetown.',
    logo: logo('eston-hills-community-trust'),
    website: '',
  },
  {
    name: 'Coastline Community Arts',
    description:
      'A Redcar charity making festivals, parades and participatory theatre along the coast from Redcar to Saltburn.',
    logo: logo('coastline-community-arts'),
    website: '',
  },
  {
    name: 'Smelter Street Studios',
    description:
      'Affordable studios and a gallery in central Middlesbrough, supporting early-career artists from the area.',
    logo: logo('smelter-street-studios'),
    website: '',
  },
]

const PARTNERS = [
  {
    name: 'Libraries Network Teesside',
    description:
      'Libraries across both areas host our storytelling, craft and music sessions and help people apply for awards.',
    logo: logo('tees-libraries-network'),
    website: '',
  },
  {
    name: 'South Bank Youth Theatre',
    description:
      'Weekly drama for young people aged 8 to 18, and our partner for the Events strand.',
    logo: logo('south-bank-youth-theatre'),
    website: '',
  },
  {
    name: 'Grangetown Growers',
    description:
      'A community allotment and kitchen whose harvest suppers have become a Creative Communities favourite.',
    logo: logo('grangetown-growers'),
    website: '',
  },
]

const TERMS = [
  {
    anchor: '',
    heading: '1. About these terms',
    body: `<p>These terms apply to your use of the ${NAME} website. By using the site you accept them. If you do not agree, please do not use the site.</p>`,
  },
  {
    anchor: '',
    heading: '2. Using the site',
    body: '<p>You may view, download and print content for your own personal, non-commercial use. You must not use the site in a way that breaks the law or stops others from using it.</p>',
  },
  {
    anchor: '',
    heading: '3. Content and accuracy',
    body: '<p>We work to keep event details and information up to date, but dates, venues and arrangements can change. Please check with the organiser before you travel.</p>',
  },
  {
    anchor: '',
    heading: '4. Intellectual property',
    body: `<p>Text, images and films on this site belong to ${NAME}, the artists and the communities who made them, and are used with permission. Please ask before reusing them.</p>`,
  },
  {
    anchor: '',
    heading: '5. Links to other websites',
    body: '<p>We link to other websites, such as ticket sellers and partners. We are not responsible for their content or how they use your information.</p>',
  },
  {
    anchor: '',
    heading: '6. Your information',
    body: '<p>When you e-mail us, we use your details only to answer you and to manage your application or enquiry. We do not sell or share them.</p>',
  },
  {
    anchor: '',
    heading: '7. Changes to these terms',
    body: '<p>We may update these terms. The date at the top shows when they last changed.</p>',
  },
  {
    anchor: 'law',
    heading: '8. Law',
    body: '<p>These terms are governed by the law of England, and the courts of England have jurisdiction over any dispute.</p>',
  },
]

/** Every page's default document, by its id (lib/pages/schema.ts: SITE_PAGE_IDS). */
export const DEFAULT_PAGES = {
  home: {
    lede: 'Arts, culture and creativity made with the people of Middlesbrough and Redcar & Cleveland.',
    welcome:
      '<p>We are a national creative engagement programme funded by Arts Council England. We put arts and culture in the hands of local people: residents, artists and community groups decide what happens, and we help make it happen.</p>' +
      '<p>Come to an event, join in with a workshop, apply for an award for your own project, or help us choose what comes next as a volunteer Cultural Collaborator.</p>',
    video: {
      youtubeId: 'M7lc1UVf-VE',
      title: 'Creative Communities: arts made with local people',
      durationText: '2 minutes',
      poster: '/images/video-poster.jpg',
      transcript:
        '<p>[Music. People paint a mural on a shop shutter in South Bank.] Narrator: Creative Communities is about people in Middlesbrough and Redcar &amp; Cleveland making art together, in the places they live.</p>' +
        '<p>[A lantern parade at dusk.] Resident: I’d never done anything like this before. Now my whole street is involved.</p>' +
        '<p>[A workshop in a community centre.] Artist: The ideas come from the community. We bring the skills and the materials, and we make it together.</p>' +
        '<p>Narrator: Find an event, apply for an award, or become a Cultural Collaborator. Visit the Get Involved page to find out more. [Music ends.]</p>',
    },
    award: {
      kicker: 'Creative Community Awards',
      heading: 'Funding for community-led arts projects',
      text: 'Eighteen awards for groups and artists in Middlesbrough and Redcar & Cleveland: up to £6,000 for community-led projects, £15,000 for artist-led projects and £10,000 for legacy projects.',
      linkText: 'Find out about the awards and how to apply',
      linkHref: '/creative-communities-awards',
    },
    // Labelled as the navigation labels the pages; the note says it in everyday words. Five,
    // so that with the latest news the grid's rows of one, two or three are always full.
    links: [
      { href: '/events', label: 'Showcase', note: 'What’s on now and coming up' },
      { href: '/updates', label: 'News', note: 'Updates from the programme' },
      { href: '/opportunities', label: 'Opportunities', note: 'Open calls and ways to take part' },
      {
        href: '/get-involved',
        label: 'Get Involved',
        note: 'Volunteer as a Cultural Collaborator',
      },
      { href: '/about', label: 'About', note: 'Our consortium and partners' },
    ],
  },
  about: {
    lede: 'Creative Communities is a national creative engagement programme, funded by Arts Council England, putting arts and culture in the hands of local people in Middlesbrough and Redcar & Cleveland.',
    howItWorks:
      `<p>${NAME} is one of a national family of creative engagement programmes funded by Arts Council England. Our job is to put decisions about arts and culture in the hands of the people who live here.</p>` +
      '<p>A consortium of local organisations runs the programme. Residents who volunteer as <a href="/get-involved">Cultural Collaborators</a> help choose what happens: they visit events, meet artists and sit on the panel that decides the <a href="/creative-communities-awards">Creative Community Awards</a>.</p>' +
      '<p>Our <a href="/updates">news</a> has the latest on the programme’s funding and what comes next.</p>',
    consortiumIntro: 'Four local organisations share the running of the programme.',
    consortium: CONSORTIUM,
    partnersIntro: 'We also work closely with organisations rooted in their neighbourhoods.',
    partners: PARTNERS,
  },
  'get-involved': {
    lede: 'We are looking for Cultural Collaborators: local people who help decide what art happens where they live.',
    body:
      '<h2>What Cultural Collaborators do</h2>' +
      '<p>Cultural Collaborators meet with artists and community groups, help choose which projects receive awards, come along to events and tell us what their neighbours think. No experience of the arts is needed, just curiosity and a love of where you live.</p>' +
      '<h2>What it involves</h2>' +
      '<ul><li>These are volunteer roles: you give the time you can.</li><li>Expenses are reimbursed, including travel and childcare.</li><li>You must live in Middlesbrough or Redcar &amp; Cleveland.</li></ul>' +
      '<h2>How to apply</h2>' +
      '<p>E-mail us with a few sentences about yourself and why you would like to take part, along with your contact details.</p>',
    applyLabel: 'Apply by e-mail',
  },
  contact: {
    lede: 'We’d love to hear from you, whether you have an idea, a question about an award or want to get involved.',
    address: '',
    reply: 'and someone from the team will reply within five working days.',
    accessibility:
      'Tell us your name, how best to reach you and a little about your enquiry. If you need information in another format, such as large print or Easy Read, just say.',
    more: '<p>Looking for quick answers? Try our <a href="/fyi">resources and questions</a>.</p>',
  },
  terms: { effective: 'Effective from 1 May 2023.', sections: TERMS },
  content: {
    lede: 'We’re gathering films, photos and stories from our projects into one place. Until then, you can find them here:',
    body:
      '<ul>' +
      '<li><a href="/events">Showcase</a>: what’s on now, what’s coming up and what’s been.</li>' +
      '<li><a href="/updates">News</a>: stories, award announcements and opportunities.</li>' +
      '<li><a href="/fyi">Resources</a>: our dictionary of community arts terms and answers to common questions.</li>' +
      '</ul>',
  },
  opportunities: {
    lede: 'Open calls for artists and groups, surveys and workshops: the latest news of ways to take part, newest first.',
    body:
      '<ul>' +
      '<li><a href="/get-involved">Become a Cultural Collaborator</a>: a volunteer role, with expenses reimbursed.</li>' +
      '<li><a href="/creative-communities-awards">Creative Community Awards</a>: funding for community groups and artists, in rounds announced in our news.</li>' +
      '</ul>',
  },
  // The programme's words around its award rounds: the lede when no round is shown, and the
  // future of the programme (a round's own figures are its `awardRounds` document).
  awards: {
    lede: 'Awards for community-led, artist-led and legacy projects that bring people together in Middlesbrough and Redcar & Cleveland.',
    body: '<p>Follow our <a href="/updates">news</a> to hear about future rounds and the programme’s funding.</p>',
  },
  footer: {
    social: [
      {
        icon: 'facebook',
        label: 'Facebook',
        href: 'https://www.facebook.com/creativecommunitiesteesside',
      },
      { icon: 'twitter', label: 'Twitter', href: 'https://twitter.com/CreativeCommsTS' },
      {
        icon: 'instagram',
        label: 'Instagram',
        href: 'https://www.instagram.com/creativecommunitiesteesside',
      },
      {
        icon: 'youtube',
        label: 'YouTube',
        href: 'https://www.youtube.com/@creativecommunitiesteesside',
      },
    ],
    funders: [
      {
        name: 'Arts Council England',
        href: 'https://www.artscouncil.org.uk/',
        logo: '/images/funders/arts-council-england.svg',
        alt: 'Supported using public funding by Arts Council England',
        width: 200,
        height: 64,
      },
      {
        name: 'National Lottery',
        href: 'https://www.lotterygoodcauses.org.uk/',
        logo: '/images/funders/national-lottery.svg',
        alt: 'Funded by the National Lottery',
        width: 140,
        height: 64,
      },
    ],
    note: `${NAME} is part of a national creative engagement programme funded by Arts Council England. Content © ${NAME}.`,
  },
}
