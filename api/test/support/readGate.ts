/**
 * Where a stand-in for the database makes its reads wait while a test holds them, so the test
 * can send more requests while one read is under way.
 */
export function readGate() {
  let gate: Promise<void> | null = null;
  return {
    /** Awaited by each read: at once unless the gate is held. */
    async pass(): Promise<void> {
      if (gate) await gate;
    },
    /** Holds every read from now on; the function returned lets them all through. */
    hold(): () => void {
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = null;
        open();
      };
    },
  };
}
