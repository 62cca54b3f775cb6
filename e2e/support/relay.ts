import net from 'node:net'

/**
 * A TCP relay in front of the Firestore emulator that a test can cut and restore: cut, it
 * stops listening and drops every open connection, so the site meets exactly what it meets
 * when Firestore is stopped (connections refused) while the emulator keeps its data.
 */
export async function startRelay(target: string) {
  const [targetHost, targetPort] = target.split(':') as [string, string]
  const sockets = new Set<net.Socket>()
  const track = (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  }
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(targetPort), targetHost)
    track(client)
    track(upstream)
    client.pipe(upstream).pipe(client)
    const end = () => {
      client.destroy()
      upstream.destroy()
    }
    client.on('error', end)
    upstream.on('error', end)
  })
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  await listen(0)
  const port = (server.address() as net.AddressInfo).port
  return {
    host: `127.0.0.1:${port}`,
    /** Firestore unreachable: connections refused, open ones dropped. */
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      })
    },
    /** Firestore back, on the same address. */
    restore: () => listen(port),
    close() {
      for (const socket of sockets) socket.destroy()
      server.close()
    },
  }
}
