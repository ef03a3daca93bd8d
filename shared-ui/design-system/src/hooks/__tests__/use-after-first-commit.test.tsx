import { render, screen } from '@testing-library/react';
import { useAfterFirstCommit } from '../use-after-first-commit';

function Screen({ commits }: { commits: boolean[] }) {
  const after = useAfterFirstCommit();
  commits.push(after);
  return <p>{after ? 'below the fold too' : 'first view only'}</p>;
}

it('leaves the rest out of the first commit and renders it a task later', async () => {
  const commits: boolean[] = [];
  render(<Screen commits={commits} />);
  // The first commit, and everything its effects ran, showed the first view only.
  expect(screen.getByText('first view only')).toBeInTheDocument();
  expect(commits).toEqual([false]);
  expect(await screen.findByText('below the fold too')).toBeInTheDocument();
});
