#include "cli/command_line.hpp"

int main(int argc, char** argv) {
    return easylink::cli::run(argc, argv);
}
