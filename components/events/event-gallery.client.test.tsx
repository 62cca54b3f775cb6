/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react'
import { EventGallery } from './event-gallery.client'

const IMAGES = [
  { src: '/demo/a.jpg', alt: 'Lanterns' },
  { src: '/demo/b.jpg', alt: 'Drummers' },
  { src: '/demo/c.jpg', alt: '' },
  { src: '/demo/d.jpg', alt: 'Crowd' },
  { src: '/demo/e.jpg', alt: 'Fireworks' },
]

const mainImage = () => screen.getByRole('figure').querySelector('img')!
const thumb = (n: number) => screen.getByRole('button', { name: new RegExp(`picture ${n} of`) })

describe('EventGallery', () => {
  it('shows the first picture and a pressed thumbnail for it', () => {
    render(<EventGallery images={IMAGES} eventTitle="Lantern Parade" />)
    expect(mainImage()).toHaveAttribute('alt', 'Lanterns')
    expect(thumb(1)).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getAllByRole('button')).toHaveLength(5)
  })

  it('shows the picture whose thumbnail is clicked', () => {
    render(<EventGallery images={IMAGES} eventTitle="Lantern Parade" />)
    fireEvent.click(thumb(2))
    expect(mainImage()).toHaveAttribute('alt', 'Drummers')
    expect(thumb(2)).toHaveAttribute('aria-pressed', 'true')
    expect(thumb(1)).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText(/Picture 2 of 5/)).toBeInTheDocument()
  })

  it('moves between thumbnails with the arrow keys, choosing and focusing', () => {
    render(<EventGallery images={IMAGES} eventTitle="Lantern Parade" />)
    thumb(1).focus()
    fireEvent.keyDown(thumb(1), { key: 'ArrowRight' })
    expect(thumb(2)).toHaveFocus()
    expect(mainImage()).toHaveAttribute('alt', 'Drummers')
    fireEvent.keyDown(thumb(2), { key: 'End' })
    expect(thumb(5)).toHaveFocus()
    expect(mainImage()).toHaveAttribute('alt', 'Fireworks')
    fireEvent.keyDown(thumb(5), { key: 'ArrowRight' })
    expect(thumb(1)).toHaveFocus()
  })

  it('names an untitled picture after the event', () => {
    render(<EventGallery images={IMAGES} eventTitle="Lantern Parade" />)
    fireEvent.click(thumb(3))
    expect(mainImage()).toHaveAttribute('alt', 'Lantern Parade, picture 3')
  })

  it('has no thumbnails for a single picture', () => {
    render(<EventGallery images={IMAGES.slice(0, 1)} eventTitle="Lantern Parade" />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(mainImage()).toHaveAttribute('alt', 'Lanterns')
  })
})
