import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ContractShowAddress } from '../../../src/resources/contracts';

const Where = () => <p>{`${useLocation().pathname} ${useNavigationType()}`}</p>;

describe("a contract's read-only address", () => {
  it('leads to the detail page, replacing itself in the history', async () => {
    render(
      <MemoryRouter initialEntries={['/contracts', '/contracts/7/show']} initialIndex={1}>
        <Routes>
          <Route path="/contracts/:id/show" element={<ContractShowAddress />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('/contracts/7 REPLACE')).toBeInTheDocument();
  });
});
