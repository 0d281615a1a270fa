/**
 * Attribution for the photos the digit model was trained on (CC-BY-4.0).
 * Must be shown wherever the photo recogniser ships (the game's about text).
 */
export const PHOTO_CREDITS =
  'Photo import: the digit model was trained on the Sudoku photo dataset by Baptiste Wicht and ' +
  'Jean Hennebert, University of Fribourg (github.com/wichtounet/sudoku_dataset), licensed under ' +
  'CC BY 4.0 (creativecommons.org/licenses/by/4.0). B. Wicht, J. Hennebert, "Camera-based Sudoku ' +
  'recognition with Deep Belief Network", SoCPaR 2014.';
