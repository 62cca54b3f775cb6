import { NotFoundContent } from '@/components/layout/not-found-content'

export default function NotFound() {
  return <NotFoundContent />
}
