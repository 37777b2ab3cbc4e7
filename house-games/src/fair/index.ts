export { FairStream } from './stream.js';
export {
  CLIENT_SEED_MAX_LENGTH,
  isValidClientSeed,
  newClientSeed,
  newServerSeed,
  serverSeedHash,
  type FairSeeds,
} from './seeds.js';
