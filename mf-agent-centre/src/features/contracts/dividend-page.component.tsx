import { ContractPage } from './contract-page.component';

/** The agent centre's dividend entry: the shared contract view for DIVIDEND. */
export default function DividendPage() {
  return <ContractPage kind="DIVIDEND" />;
}
