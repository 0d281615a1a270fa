import { t } from '../i18n/messages';

interface StepBranchesProps {
  labels: readonly string[]; // each branch's case: "If row 4, column 2 is 3"
  branch: number; // the branch walked, -1 none (the summary alone)
  onShow: (branch: number) => void; // walk this branch (-1: back to the summary)
}

/**
 * The branches of a forcing chain as toggle buttons, each named by its
 * case: pressing one walks that branch (on the board and in words);
 * pressing it again goes back to the summary.
 */
export function StepBranches({ labels, branch, onShow }: StepBranchesProps) {
  return (
    <div role="group" aria-label={t('branch.group')} className="step-branches">
      {labels.map((label, i) => (
        <button
          key={i}
          type="button"
          aria-pressed={i === branch}
          onClick={() => onShow(i === branch ? -1 : i)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
