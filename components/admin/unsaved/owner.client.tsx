'use client'
import { createContext, useContext, type ReactNode } from 'react'

const Owner = createContext<string | null>(null)

/** Whose unsaved changes the forms below keep: the signed-in editor's uid. */
export function UnsavedOwner({ uid, children }: { uid: string | null; children: ReactNode }) {
  return <Owner value={uid}>{children}</Owner>
}

export const useUnsavedOwner = () => useContext(Owner)
