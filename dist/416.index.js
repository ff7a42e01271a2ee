export const id = 416;
export const ids = [416];
export const modules = {

/***/ 3416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   onceCommand: () => (/* binding */ onceCommand)
/* harmony export */ });
/* harmony import */ var _loop_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4612);

const onceCommand = {
    name: 'once',
    summary: 'Run one iteration: the next ready task, verified by the quality checks and committed',
    usage: 'ralph once [--prd PATH] [--max-fix-attempts N] [--dry-run] [-v]',
    examples: ['ralph once', 'ralph once --dry-run', 'ralph once --max-fix-attempts 1 --verbose'],
    options: _loop_js__WEBPACK_IMPORTED_MODULE_0__.ENGINE_OPTIONS,
    optionHelp: _loop_js__WEBPACK_IMPORTED_MODULE_0__.ENGINE_OPTION_HELP,
    maxPositionals: 0,
    async run(ctx) {
        return (0,_loop_js__WEBPACK_IMPORTED_MODULE_0__.runEngineCommand)(ctx, 1);
    },
};


/***/ })

};
