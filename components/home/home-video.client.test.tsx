/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react'
import { youtubeEmbedUrl, youtubeWatchUrl } from './home-video'
import { HomeVideo } from './home-video.client'

const props = {
  embedUrl: youtubeEmbedUrl('abc123'),
  watchUrl: youtubeWatchUrl('abc123'),
  title: 'Creative Communities: arts made with local people',
  poster: '/images/video-poster.jpg',
  durationText: '2 minutes',
}

describe('youtubeEmbedUrl', () => {
  it('uses the privacy-enhanced domain, with captions on', () => {
    const url = new URL(youtubeEmbedUrl('abc123'))
    expect(url.origin).toBe('https://www.youtube-nocookie.com')
    expect(url.pathname).toBe('/embed/abc123')
    expect(url.searchParams.get('cc_load_policy')).toBe('1')
  })
})

describe('HomeVideo', () => {
  it('shows only a poster and a play button until play is pressed', () => {
    const { container } = render(<HomeVideo {...props} />)
    expect(container.querySelector('iframe')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /Play the video/ }))
    const frame = container.querySelector('iframe')
    expect(frame).toHaveAttribute('src', props.embedUrl)
    expect(frame).toHaveAttribute('title', props.title)
    expect(frame).toHaveFocus()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
