import dns2 from 'dns2';

const { Packet } = dns2;
/** RFC 1035 response code: the name does not exist. */
const NXDOMAIN = 3;

/**
 * A DNS server on loopback (UDP, a free port) answering TXT queries from `records`, which the
 * test changes at will; any other name answers NXDOMAIN. `address` goes into DNS_SERVERS.
 */
export class LoopbackDns {
  readonly records = new Map<string, string[][]>();
  readonly queries: string[] = [];

  private constructor(
    private readonly server: ReturnType<typeof dns2.createServer>,
    readonly address: string,
  ) {}

  static async start(): Promise<LoopbackDns> {
    let self: LoopbackDns | null = null;
    const server = dns2.createServer({
      udp: true,
      handle: (request, send) => {
        const response = Packet.createResponseFromRequest(request);
        const [question] = request.questions;
        const name = (question?.name ?? '').toLowerCase();
        self?.queries.push(name);
        const values = self?.records.get(name);
        if (values === undefined) response.header.rcode = NXDOMAIN;
        for (const data of values ?? []) response.answers.push({ name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data } as never);
        send(response);
      },
    });
    const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
    self = new LoopbackDns(server, `127.0.0.1:${addresses.udp!.port}`);
    return self;
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
