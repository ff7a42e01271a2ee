export const id = 850;
export const ids = [850];
export const modules = {

/***/ 6850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   schemaCommand: () => (/* binding */ schemaCommand)
/* harmony export */ });
/* harmony import */ var _prd_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5976);
/** `ralph schema`: print the JSON Schema of prd.yaml (for editors and other tools). */

const schemaCommand = {
    name: 'schema',
    summary: 'Print the JSON Schema of .ralph/prd.yaml',
    usage: 'ralph schema',
    examples: [
        'ralph schema > prd.schema.json',
        `# in prd.yaml: # yaml-language-server: $schema=${_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PRD_SCHEMA_URL */ .BV}`,
    ],
    options: {},
    optionHelp: {},
    maxPositionals: 0,
    async run({ io }) {
        io.stdout((0,_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .prdJsonSchemaText */ .z_)());
        return 0;
    },
};


/***/ })

};
