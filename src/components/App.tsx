export function App() {
  return (
    <main className="app">
      <h1>Sudoku</h1>
    </main>
  );
}
